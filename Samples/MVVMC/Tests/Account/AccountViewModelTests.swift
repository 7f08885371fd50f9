import ServiceKit
import Testing

@testable import MVVMC

/// `AccountViewModel`: the user's texts, and logging out whatever the backend says.
struct AccountViewModelTests {
  @Test @MainActor func showsTheUser() {
    let account = AccountViewModel(user: Fixture.standard.accounts[0].user, backend: FixtureBackend()) {}

    #expect(account.firstNameText == "First name: Jan")
    #expect(account.lastNameText == "Last name: Novák")
    #expect(account.usernameText == "Username: jnovak")
  }

  @Test(arguments: [false, true])
  @MainActor func logOutTellsTheBackendAndEndsTheSession(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    if backendFails {
      backend.failNext(.logout)
    }
    var loggedOut = false
    let account = AccountViewModel(user: Fixture.standard.accounts[0].user, backend: backend) { loggedOut = true }

    await account.logOut()

    #expect(backend.calls.last == .logout)
    #expect(loggedOut)
  }
}
