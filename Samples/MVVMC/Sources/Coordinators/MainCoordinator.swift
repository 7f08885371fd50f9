import Observation
import ServiceKit

/// The logged-in technician's tab bar: the tab shown, the Tasks tab's flow, and the account screen.
@MainActor
@Observable
final class MainCoordinator {
  var selectedTab = MainTab.tasks
  /// The Tasks tab's flow, a child coordinator that lives as long as the session.
  let tasks: TasksCoordinator
  /// The account screen, which pushes nothing, so it needs no coordinator of its own.
  let account: AccountViewModel

  /// Starts on the Tasks tab. Logging out leaves this coordinator's flow, so `onLogOut` goes to
  /// the app coordinator, which decides what comes next.
  init(user: User, backend: any Backend, onLogOut: @escaping () -> Void) {
    tasks = TasksCoordinator(backend: backend)
    account = AccountViewModel(user: user, backend: backend, onLogOut: onLogOut)
  }
}
