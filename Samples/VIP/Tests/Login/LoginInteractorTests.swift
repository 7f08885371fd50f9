import ServiceKit
import Testing

@testable import VIP

@MainActor
struct LoginInteractorTests {
  final class PresenterSpy: LoginPresentationLogic {
    var editCredentialsCount = 0
    var logInResponses: [Login.LogIn.Response] = []
    var resumeResponses: [Login.ResumeSession.Response] = []

    func presentResumeSession(response: Login.ResumeSession.Response) {
      resumeResponses.append(response)
    }

    func presentEditCredentials(response: Login.EditCredentials.Response) {
      editCredentialsCount += 1
    }

    func presentLogIn(response: Login.LogIn.Response) {
      logInResponses.append(response)
    }
  }

  final class WorkerSpy: LoginWorkerLogic {
    var result: Result<User, any Error> = .success(Fixture.standard.accounts[0].user)
    var credentials: [[String]] = []
    var keptToken: String?
    var resumedTokens: [String] = []

    func logIn(username: String, password: String) async throws -> User {
      credentials.append([username, password])
      return try result.get()
    }

    func resumeSession(token: String) async throws -> User {
      resumedTokens.append(token)
      return try result.get()
    }

    func forgetSession() {
      keptToken = nil
    }
  }

  let worker = WorkerSpy()
  let presenter = PresenterSpy()
  let interactor: LoginInteractor

  init() {
    interactor = LoginInteractor(worker: worker)
    interactor.presenter = presenter
  }

  @Test(arguments: [("", "servis123", true, false), ("jnovak", "", false, true), ("", "", true, true)])
  func incompleteCredentialsAreNotSent(username: String, password: String, usernameMissing: Bool, passwordMissing: Bool)
  {
    interactor.logIn(request: Login.LogIn.Request(username: username, password: password))

    #expect(
      presenter.logInResponses == [.incomplete(isUsernameMissing: usernameMissing, isPasswordMissing: passwordMissing)])
    #expect(worker.credentials.isEmpty)
  }

  @Test func logsInAndKeepsTheUserForTheNextScenes() async {
    interactor.logIn(request: Login.LogIn.Request(username: "jnovak", password: "servis123"))
    #expect(presenter.logInResponses == [.loggingIn])
    await yield { presenter.logInResponses.count == 2 }

    #expect(presenter.logInResponses == [.loggingIn, .loggedIn])
    #expect(worker.credentials == [["jnovak", "servis123"]])
    #expect(interactor.user?.username == "jnovak")
    #expect(interactor.user?.firstName == "Jan")
  }

  @Test func wrongCredentialsAreToldApartFromAnUnavailableServer() async {
    worker.result = .failure(BackendError.invalidCredentials)
    interactor.logIn(request: Login.LogIn.Request(username: "jnovak", password: "wrong"))
    await yield { presenter.logInResponses.count == 2 }
    worker.result = .failure(BackendError.unavailable)
    interactor.logIn(request: Login.LogIn.Request(username: "jnovak", password: "servis123"))
    await yield { presenter.logInResponses.count == 4 }

    #expect(presenter.logInResponses == [.loggingIn, .wrongCredentials, .loggingIn, .serverUnavailable])
    #expect(interactor.user == nil)
  }

  @Test func withNoKeptTokenNothingIsResumed() {
    interactor.resumeSession(request: Login.ResumeSession.Request())

    #expect(presenter.resumeResponses.isEmpty)
    #expect(worker.resumedTokens.isEmpty)
  }

  @Test func aKeptTokenIsResumedAndTheUserKeptForTheNextScenes() async {
    worker.keptToken = "session-1-1"

    interactor.resumeSession(request: Login.ResumeSession.Request())
    #expect(presenter.resumeResponses == [.resuming])
    await yield { presenter.resumeResponses.count == 2 }

    #expect(presenter.resumeResponses == [.resuming, .resumed])
    #expect(worker.resumedTokens == ["session-1-1"])
    #expect(interactor.user?.username == "jnovak")
  }

  @Test func aRefusedTokenIsForgottenAndOneTheServerCouldNotCheckIsKept() async {
    worker.keptToken = "session-1-1"
    worker.result = .failure(BackendError.unavailable)
    interactor.resumeSession(request: Login.ResumeSession.Request())
    await yield { presenter.resumeResponses.count == 2 }
    #expect(worker.keptToken == "session-1-1")

    worker.result = .failure(BackendError.notAuthenticated)
    interactor.resumeSession(request: Login.ResumeSession.Request())
    await yield { presenter.resumeResponses.count == 4 }

    #expect(presenter.resumeResponses == [.resuming, .serverUnavailable, .resuming, .sessionExpired])
    #expect(worker.keptToken == nil)
    #expect(interactor.user == nil)
  }

  @Test func editingTheCredentialsIsPresented() {
    interactor.editCredentials(request: Login.EditCredentials.Request())

    #expect(presenter.editCredentialsCount == 1)
  }
}
