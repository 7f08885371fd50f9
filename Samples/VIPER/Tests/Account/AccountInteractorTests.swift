import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct AccountInteractorTests {
  final class OutputSpy: AccountInteractorOutput {
    var users: [LoggedInUser] = []
    var logOutCount = 0

    func didLoadUser(_ user: LoggedInUser) {
      users.append(user)
    }

    func didLogOut() {
      logOutCount += 1
    }
  }

  let user = LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák")
  let output = OutputSpy()

  private func makeInteractor(backend: FixtureBackend) -> AccountInteractor {
    let interactor = AccountInteractor(user: user, backend: backend)
    interactor.output = output
    return interactor
  }

  @Test func loadUserGivesTheLoggedInUser() async throws {
    makeInteractor(backend: try await loggedInBackend()).loadUser()

    #expect(output.users == [user])
  }

  @Test(arguments: [false, true])
  func logOutEndsTheSessionEvenWhenTheBackendFails(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    if backendFails {
      backend.failNext(.logout)
    }

    makeInteractor(backend: backend).logOut()
    await yield { output.logOutCount > 0 }

    #expect(output.logOutCount == 1)
    #expect(backend.calls.last == .logout)
  }
}
