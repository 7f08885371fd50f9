import ServiceKit

/// What the login view controller asks of the scene's business logic.
@MainActor
protocol LoginBusinessLogic {
  func resumeSession(request: Login.ResumeSession.Request)
  func editCredentials(request: Login.EditCredentials.Request)
  func logIn(request: Login.LogIn.Request)
}

/// What the login scene keeps for the scenes after it.
@MainActor
protocol LoginDataStore {
  var user: User? { get }
}

/// Resumes a kept session, or decides whether the credentials can be sent and logs in, through the worker, and
/// keeps the user it gets.
@MainActor
final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: LoginPresentationLogic?
  private(set) var user: User?
  private let worker: any LoginWorkerLogic

  init(worker: any LoginWorkerLogic) {
    self.worker = worker
  }

  /// Nothing is shown but a spinner until the server says whether the kept token still stands for a session. A
  /// token it refuses is forgotten; one it could not check is kept for the next start to try again.
  func resumeSession(request: Login.ResumeSession.Request) {
    guard let token = worker.keptToken else { return }
    presenter?.presentResumeSession(response: .resuming)
    Task {
      do {
        user = try await worker.resumeSession(token: token)
        presenter?.presentResumeSession(response: .resumed)
      } catch BackendError.notAuthenticated {
        worker.forgetSession()
        presenter?.presentResumeSession(response: .sessionExpired)
      } catch {
        presenter?.presentResumeSession(response: .serverUnavailable)
      }
    }
  }

  func editCredentials(request: Login.EditCredentials.Request) {
    presenter?.presentEditCredentials(response: Login.EditCredentials.Response())
  }

  /// Both credentials are needed before the backend is asked.
  func logIn(request: Login.LogIn.Request) {
    guard !request.username.isEmpty, !request.password.isEmpty else {
      presenter?.presentLogIn(
        response: .incomplete(
          isUsernameMissing: request.username.isEmpty, isPasswordMissing: request.password.isEmpty))
      return
    }
    presenter?.presentLogIn(response: .loggingIn)
    Task {
      do {
        user = try await worker.logIn(username: request.username, password: request.password)
        presenter?.presentLogIn(response: .loggedIn)
      } catch BackendError.invalidCredentials {
        presenter?.presentLogIn(response: .wrongCredentials)
      } catch {
        presenter?.presentLogIn(response: .serverUnavailable)
      }
    }
  }
}
