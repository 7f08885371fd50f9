import CleanDomain
import Observation

/// What the app's flow has made for it: the kept session's resumption, the screens outside the
/// Tasks tab, and that tab's flow.
@MainActor
public protocol AppFlowCoordinatorDependencies {
  func makeResumeSessionUseCase() -> any ResumeSessionUseCase
  /// The login form; `resumeError` is why the kept session could not be resumed, if it could not.
  func makeLoginViewModel(resumeError: DomainError?, actions: LoginViewModelActions) -> LoginViewModel
  func makeAccountViewModel(technician: Technician, actions: AccountViewModelActions) -> AccountViewModel
  func makeTasksFlowCoordinator() -> TasksFlowCoordinator
}

/// The app's flow: the login form until a technician logs in, then their tabs until they log out;
/// at launch, the session the device kept, resumed.
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

  /// `nil` until ``start()`` knows whether the kept session is resumed, which the window shows as a spinner.
  private(set) var screen: Screen?
  private let dependencies: any AppFlowCoordinatorDependencies

  public init(dependencies: any AppFlowCoordinatorDependencies) {
    self.dependencies = dependencies
  }

  /// Shows the kept session's tabs, or the login form when none is kept or it could not be resumed.
  public func start() async {
    do {
      if let technician = try await dependencies.makeResumeSessionUseCase().execute() {
        showMain(for: technician)
      } else {
        showLogin()
      }
    } catch {
      showLogin(resumeError: error as? DomainError ?? .unavailable)
    }
  }

  private func showLogin(resumeError: DomainError? = nil) {
    let actions = LoginViewModelActions { [weak self] technician in
      self?.showMain(for: technician)
    }
    screen = .login(dependencies.makeLoginViewModel(resumeError: resumeError, actions: actions))
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
