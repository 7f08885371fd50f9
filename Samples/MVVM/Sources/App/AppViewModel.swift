import Observation
import ServiceKit

/// The session: who is logged in, the token kept for the next launch, and the view models of the
/// screens a session starts with.
///
/// The screens' views own the view models it makes, so logging out, which takes those views
/// away, drops every piece of user state with them.
@MainActor
@Observable
final class AppViewModel {
  /// The logged-in technician; `nil` while the login screen is shown.
  private(set) var user: User?
  /// Whether the kept session is being resumed, which shows a spinner instead of the login form.
  private(set) var isResumingSession: Bool
  /// Why the kept session could not be resumed, for the login form to say.
  private var resumeError: String?
  private let backend: any Backend
  private let tokenStore: TokenStore

  init(backend: any Backend, tokenStore: TokenStore) {
    self.backend = backend
    self.tokenStore = tokenStore
    isResumingSession = tokenStore.token != nil
  }

  /// Resumes the session of the kept token, if any; the app starts on the login form without one.
  func resumeSession() async {
    guard let token = tokenStore.token else { return }
    defer { isResumingSession = false }
    do {
      user = try await backend.resume(token: token)
    } catch BackendError.notAuthenticated {
      tokenStore.token = nil
      resumeError = "Your session has expired. Log in again."
    } catch {
      // The server did not say the token is bad, so the next launch tries it again.
      resumeError = "The server is not available. Try again."
    }
  }

  func loginViewModel() -> LoginViewModel {
    LoginViewModel(backend: backend, error: resumeError) { [weak self] session in
      self?.tokenStore.token = session.token
      self?.resumeError = nil
      self?.user = session.user
    }
  }

  func eventListViewModel() -> EventListViewModel {
    EventListViewModel(backend: backend)
  }

  func accountViewModel(for user: User) -> AccountViewModel {
    AccountViewModel(user: user, backend: backend) { [weak self] in
      self?.tokenStore.token = nil
      self?.user = nil
    }
  }
}
