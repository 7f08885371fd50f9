import Observation
import ServiceKit

/// The app's flow: the login screen until a technician logs in, then their tabs until they log out.
@MainActor
@Observable
final class AppCoordinator {
  /// The logged-in technician's tabs; `nil` while the login screen is shown.
  ///
  /// Logging out drops it, and with it every coordinator and view model of the session.
  private(set) var main: MainCoordinator?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func makeLoginViewModel() -> LoginViewModel {
    LoginViewModel(backend: backend) { [weak self] user in
      self?.showMain(for: user)
    }
  }

  private func showMain(for user: User) {
    main = MainCoordinator(user: user, backend: backend) { [weak self] in
      self?.main = nil
    }
  }
}
