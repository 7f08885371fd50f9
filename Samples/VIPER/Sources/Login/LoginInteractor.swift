import ServiceKit

/// Logs in with the backend, or resumes the session a kept token stands for, and hands the presenter the user as
/// plain data.
@MainActor
final class LoginInteractor: LoginInteractorInput {
  weak var output: LoginInteractorOutput?
  private let backend: any Backend
  private let sessionStore: SessionStore

  init(backend: any Backend, sessionStore: SessionStore) {
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func logIn(username: String, password: String) {
    Task {
      do {
        let session = try await backend.login(Credentials(username: username, password: password))
        sessionStore.keep(token: session.token)
        output?.didLogIn(as: Self.loggedInUser(session.user))
      } catch BackendError.invalidCredentials {
        output?.didFailToLogIn(.wrongCredentials)
      } catch {
        output?.didFailToLogIn(.serverUnavailable)
      }
    }
  }

  /// A token the server refuses is forgotten, so that the next start asks for a login; one it could not check is
  /// kept for the next start to try again.
  func resumeKeptSession() {
    guard let token = sessionStore.token else { return }
    output?.didStartResumingSession()
    Task {
      do {
        output?.didLogIn(as: Self.loggedInUser(try await backend.resume(token: token)))
      } catch BackendError.notAuthenticated {
        sessionStore.forget()
        output?.didFailToResumeSession(.sessionExpired)
      } catch {
        output?.didFailToResumeSession(.serverUnavailable)
      }
    }
  }

  private static func loggedInUser(_ user: User) -> LoggedInUser {
    LoggedInUser(username: user.username, firstName: user.firstName, lastName: user.lastName)
  }
}
