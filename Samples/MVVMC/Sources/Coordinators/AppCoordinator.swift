import Observation
import ServiceKit

/// The app's flow: the login screen until a technician logs in, then their tabs until they log out.
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

  /// Starts on the login screen, as the app does when it launches.
  init(backend: any Backend) {
    self.backend = backend
    showLogin()
  }

  private func showLogin() {
    main = nil
    login = LoginViewModel(backend: backend) { [weak self] user in
      self?.showMain(for: user)
    }
  }

  private func showMain(for user: User) {
    login = nil
    main = MainCoordinator(user: user, backend: backend) { [weak self] in
      self?.showLogin()
    }
  }
}
