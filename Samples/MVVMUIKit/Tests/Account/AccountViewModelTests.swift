import ServiceKit
import Testing

@testable import MVVMUIKit

/// `AccountViewModel`: the user's texts, and logging out whatever the backend says.
@MainActor
struct AccountViewModelTests {
  @Test func showsTheUser() {
    let account = AccountViewModel(
      user: Fixture.standard.accounts[0].user, backend: FixtureBackend(), storage: DeviceStorage()
    ) {}

    #expect(account.firstNameText == "First name: Jan")
    #expect(account.lastNameText == "Last name: Novák")
    #expect(account.usernameText == "Username: jnovak")
    #expect(!account.isLoggingOut)
  }

  @Test(arguments: [false, true])
  func logOutTellsTheBackendAndEndsTheSession(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    if backendFails {
      backend.failNext(.logout)
    }
    let storage = DeviceStorage(values: ["sessionToken": try #require(backend.currentToken)])
    var loggedOut = false
    let account = AccountViewModel(user: Fixture.standard.accounts[0].user, backend: backend, storage: storage) {
      loggedOut = true
    }

    account.logOutTapped.send()

    #expect(account.isLoggingOut)

    await waitUntil { loggedOut }

    #expect(backend.calls.last == .logout)
    #expect(loggedOut)
    #expect(storage.sessionToken == nil)
  }
}
