import Observation
import ServiceKit

/// The session: who is logged in, and the view models of the screens a session starts with.
///
/// The screens' views own the view models it makes, so logging out, which takes those views
/// away, drops every piece of user state with them.
@MainActor
@Observable
final class AppViewModel {
  /// The logged-in technician; `nil` while the login screen is shown.
  private(set) var user: User?
  private let backend: any Backend

  init(backend: any Backend) {
    self.backend = backend
  }

  func loginViewModel() -> LoginViewModel {
    LoginViewModel(backend: backend) { [weak self] user in
      self?.user = user
    }
  }

  func eventListViewModel() -> EventListViewModel {
    EventListViewModel(backend: backend)
  }

  func accountViewModel(for user: User) -> AccountViewModel {
    AccountViewModel(user: user, backend: backend) { [weak self] in
      self?.user = nil
    }
  }
}
