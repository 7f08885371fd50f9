import CleanDomain
import Observation

/// What the app's flow has made for it: the screens outside the Tasks tab, and that tab's flow.
@MainActor
public protocol AppFlowCoordinatorDependencies {
  func makeLoginViewModel(actions: LoginViewModelActions) -> LoginViewModel
  func makeAccountViewModel(technician: Technician, actions: AccountViewModelActions) -> AccountViewModel
  func makeTasksFlowCoordinator() -> TasksFlowCoordinator
}

/// The app's flow: the login form until a technician logs in, then their tabs until they log out.
///
/// It owns the session. Logging out drops the tabs' flow with every view model in it, so no user
/// state survives, and the next login starts from fresh ones.
@MainActor
@Observable
public final class AppFlowCoordinator {
  /// What the window shows.
  enum Screen {
    case login(LoginViewModel)
    /// The logged-in technician's tabs.
    case main(tasks: TasksFlowCoordinator, account: AccountViewModel)
  }

  /// `nil` until ``start()``.
  private(set) var screen: Screen?
  private let dependencies: any AppFlowCoordinatorDependencies

  public init(dependencies: any AppFlowCoordinatorDependencies) {
    self.dependencies = dependencies
  }

  /// Shows the login form.
  public func start() {
    showLogin()
  }

  private func showLogin() {
    let actions = LoginViewModelActions { [weak self] technician in
      self?.showMain(for: technician)
    }
    screen = .login(dependencies.makeLoginViewModel(actions: actions))
  }

  private func showMain(for technician: Technician) {
    let actions = AccountViewModelActions { [weak self] in
      self?.showLogin()
    }
    screen = .main(
      tasks: dependencies.makeTasksFlowCoordinator(),
      account: dependencies.makeAccountViewModel(technician: technician, actions: actions))
  }
}
