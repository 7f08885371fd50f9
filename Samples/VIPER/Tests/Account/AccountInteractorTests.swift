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
  let sessionStore = freshSessionStore()

  private func makeInteractor(backend: FixtureBackend) -> AccountInteractor {
    let interactor = AccountInteractor(user: user, backend: backend, sessionStore: sessionStore)
    interactor.output = output
    return interactor
  }

  @Test func loadUserGivesTheLoggedInUser() async throws {
    makeInteractor(backend: try await loggedInBackend()).loadUser()

    #expect(output.users == [user])
  }

  @Test(arguments: [false, true])
  func logOutEndsTheSessionAndForgetsItsTokenEvenWhenTheBackendFails(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    sessionStore.keep(token: "session-1-1")
    if backendFails {
      backend.failNext(.logout)
    }

    makeInteractor(backend: backend).logOut()
    await yield { output.logOutCount > 0 }

    #expect(output.logOutCount == 1)
    #expect(backend.calls.last == .logout)
    #expect(sessionStore.token == nil)
  }
}
