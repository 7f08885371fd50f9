import ServiceKit
import Testing

@testable import VIPER

@MainActor
struct LoginInteractorTests {
  final class OutputSpy: LoginInteractorOutput {
    var users: [LoggedInUser] = []
    var failures: [LoginFailure] = []
    var resumeStartCount = 0
    var resumeFailures: [LoginFailure] = []
    var callCount: Int { users.count + failures.count + resumeFailures.count }

    func didLogIn(as user: LoggedInUser) {
      users.append(user)
    }

    func didFailToLogIn(_ failure: LoginFailure) {
      failures.append(failure)
    }

    func didStartResumingSession() {
      resumeStartCount += 1
    }

    func didFailToResumeSession(_ failure: LoginFailure) {
      resumeFailures.append(failure)
    }
  }

  let backend = FixtureBackend()
  let output = OutputSpy()
  let sessionStore = freshSessionStore()
  let interactor: LoginInteractor

  init() {
    interactor = LoginInteractor(backend: backend, sessionStore: sessionStore)
    interactor.output = output
  }

  private func logIn(password: String = "servis123") async {
    interactor.logIn(username: "jnovak", password: password)
    await yield { output.callCount > 0 }
  }

  /// A session kept by an earlier login, as the app started again finds it.
  private func keepSession() async throws {
    let session = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
    sessionStore.keep(token: session.token)
  }

  private func resume() async {
    interactor.resumeKeptSession()
    await yield { output.callCount > 0 }
  }

  @Test func rightCredentialsGiveTheUserAsPlainDataAndKeepTheToken() async {
    await logIn()

    #expect(output.users == [LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák")])
    #expect(backend.currentUser?.username == "jnovak")
    #expect(sessionStore.token == backend.currentToken)
  }

  @Test func wrongCredentialsFailAndKeepNothing() async {
    await logIn(password: "wrong")

    #expect(output.failures == [.wrongCredentials])
    #expect(sessionStore.token == nil)
  }

  @Test func anyOtherErrorMeansTheServerIsUnavailable() async {
    backend.failNext(.login, with: .unavailable)

    await logIn()

    #expect(output.failures == [.serverUnavailable])
  }

  @Test func withNoKeptSessionNothingIsResumed() async {
    interactor.resumeKeptSession()

    #expect(output.resumeStartCount == 0)
    #expect(backend.calls.isEmpty)
  }

  @Test func aKeptSessionIsResumedAsTheUser() async throws {
    try await keepSession()

    await resume()

    #expect(output.resumeStartCount == 1)
    #expect(output.users == [LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák")])
    #expect(backend.calls.last == .resume)
  }

  @Test func aRejectedTokenIsForgotten() async throws {
    try await keepSession()
    backend.revokeSessions()

    await resume()

    #expect(output.resumeFailures == [.sessionExpired])
    #expect(sessionStore.token == nil)
  }

  @Test func aTokenTheServerCouldNotCheckIsKept() async throws {
    try await keepSession()
    backend.failNext(.resume, with: .unavailable)

    await resume()

    #expect(output.resumeFailures == [.serverUnavailable])
    #expect(sessionStore.token != nil)
  }
}
