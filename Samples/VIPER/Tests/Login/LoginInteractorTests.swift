import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct LoginInteractorTests {
  final class OutputSpy: LoginInteractorOutput {
    var users: [LoggedInUser] = []
    var failures: [LoginFailure] = []
    var callCount: Int { users.count + failures.count }

    func didLogIn(as user: LoggedInUser) {
      users.append(user)
    }

    func didFailToLogIn(_ failure: LoginFailure) {
      failures.append(failure)
    }
  }

  let backend = FixtureBackend()
  let output = OutputSpy()
  let interactor: LoginInteractor

  init() {
    interactor = LoginInteractor(backend: backend)
    interactor.output = output
  }

  private func logIn(password: String = "servis123") async {
    interactor.logIn(username: "jnovak", password: password)
    await yield { output.callCount > 0 }
  }

  @Test func rightCredentialsGiveTheUserAsPlainData() async {
    await logIn()

    #expect(output.users == [LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák")])
    #expect(backend.currentUser?.username == "jnovak")
  }

  @Test func wrongCredentialsFail() async {
    await logIn(password: "wrong")

    #expect(output.failures == [.wrongCredentials])
  }

  @Test func anyOtherErrorMeansTheServerIsUnavailable() async {
    backend.failNext(.login, with: .unavailable)

    await logIn()

    #expect(output.failures == [.serverUnavailable])
  }
}
