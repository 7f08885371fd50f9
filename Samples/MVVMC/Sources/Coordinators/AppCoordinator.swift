import Observation
import ServiceKit

/// The app's flow: the login screen until a technician logs in, then their tabs until they log out;
/// at launch, the session the device kept, resumed.
///
/// It holds one of the two at a time, each made when it is shown and dropped when it is left.
@MainActor
@Observable
final class AppCoordinator {
  /// The login form's view model while no one is logged in; a new one, empty, for every login.
  private(set) var login: LoginViewModel?
  /// The logged-in technician's tabs; `nil` while the login screen is shown.
  ///
  /// Logging out drops it, and with it every coordinator and view model of the session.
  private(set) var main: MainCoordinator?
  private let backend: any Backend
  private let tokenStore: TokenStore

  /// Starts on the login screen, as the app does when it launches, unless the device kept a
  /// session: then it shows neither until ``start()`` has resumed it.
  init(backend: any Backend, tokenStore: TokenStore) {
    self.backend = backend
    self.tokenStore = tokenStore
    if tokenStore.token == nil {
      showLogin()
    }
  }

  /// Resumes the kept session, if any: its tabs, or the login screen saying why not.
  func start() async {
    guard let token = tokenStore.token, login == nil, main == nil else { return }
    do {
      showMain(for: try await backend.resume(token: token))
    } catch BackendError.notAuthenticated {
      tokenStore.token = nil
      showLogin(error: "Your session has expired. Log in again.")
    } catch {
      // The server did not say the token is bad, so the next launch tries it again.
      showLogin(error: "The server is not available. Try again.")
    }
  }

  private func showLogin(error: String? = nil) {
    main = nil
    login = LoginViewModel(backend: backend, error: error) { [weak self] session in
      self?.tokenStore.token = session.token
      self?.showMain(for: session.user)
    }
  }

  private func showMain(for user: User) {
    login = nil
    main = MainCoordinator(user: user, backend: backend) { [weak self] in
      self?.tokenStore.token = nil
      self?.showLogin()
    }
  }
}
