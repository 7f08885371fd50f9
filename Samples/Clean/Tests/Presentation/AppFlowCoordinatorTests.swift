import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct AppFlowCoordinatorTests {
  /// Makes the login and account view models over test doubles, and a Tasks flow over its own.
  final class Dependencies: AppFlowCoordinatorDependencies {
    let authRepository = FakeAuthRepository()

    func makeResumeSessionUseCase() -> any ResumeSessionUseCase {
      DefaultResumeSessionUseCase(repository: authRepository)
    }

    func makeLoginViewModel(resumeError: DomainError?, actions: LoginViewModelActions) -> LoginViewModel {
      LoginViewModel(logInUseCase: LogInUseCaseSpy(), resumeError: resumeError, actions: actions)
    }

    func makeAccountViewModel(technician: Technician, actions: AccountViewModelActions) -> AccountViewModel {
      AccountViewModel(technician: technician, logOutUseCase: LogOutUseCaseSpy(), actions: actions)
    }

    func makeTasksFlowCoordinator() -> TasksFlowCoordinator {
      TasksFlowCoordinator(dependencies: TasksFlowCoordinatorTests.Dependencies())
    }
  }

  @Test func theSessionRunsFromLoginToLogoutAndTheNextLoginStartsAfresh() async {
    let flow = AppFlowCoordinator(dependencies: Dependencies())
    await flow.start()
    guard case .login(let login)? = flow.screen else {
      Issue.record("no login form at start")
      return
    }
    login.username = "jnovak"
    login.password = "servis123"

    await login.logIn()

    guard case .main(_, let account)? = flow.screen else {
      Issue.record("no tabs after logging in")
      return
    }
    #expect(account.usernameText == "Username: jnovak")

    await account.logOut()

    guard case .login(let next)? = flow.screen else {
      Issue.record("no login form after logging out")
      return
    }
    #expect(next !== login)
    #expect(next.username.isEmpty)
  }

  @Test func aKeptSessionStartsOnTheTabs() async {
    let dependencies = Dependencies()
    dependencies.authRepository.resumeResult = .success(TestData.technician)
    let flow = AppFlowCoordinator(dependencies: dependencies)

    await flow.start()

    guard case .main(_, let account)? = flow.screen else {
      Issue.record("no tabs for the kept session")
      return
    }
    #expect(account.usernameText == "Username: jnovak")
  }

  @Test(
    arguments: [
      (DomainError.notAuthenticated, "Your session has expired. Log in again."),
      (DomainError.unavailable, "The server is not available. Try again."),
    ])
  func aSessionThatCannotBeResumedStartsOnTheLoginFormSayingWhy(error: DomainError, message: String) async {
    let dependencies = Dependencies()
    dependencies.authRepository.resumeResult = .failure(error)
    let flow = AppFlowCoordinator(dependencies: dependencies)

    await flow.start()

    guard case .login(let login)? = flow.screen else {
      Issue.record("no login form")
      return
    }
    #expect(login.loginError == message)
    #expect(login.username.isEmpty)
  }
}
