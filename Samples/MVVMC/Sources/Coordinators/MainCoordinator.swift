import Observation
import ServiceKit

/// The logged-in technician's tab bar: the tab shown, the Tasks tab's flow, and the account screen.
@MainActor
@Observable
final class MainCoordinator {
  var selectedTab = MainTab.tasks
  let tasks: TasksCoordinator

  private let user: User
  private let backend: any Backend
  /// Logging out leaves this coordinator's flow, so the app coordinator decides what comes next.
  private let onLogOut: () -> Void

  init(user: User, backend: any Backend, onLogOut: @escaping () -> Void) {
    tasks = TasksCoordinator(backend: backend)
    self.user = user
    self.backend = backend
    self.onLogOut = onLogOut
  }

  func makeAccountViewModel() -> AccountViewModel {
    AccountViewModel(user: user, backend: backend, onLogOut: onLogOut)
  }
}
