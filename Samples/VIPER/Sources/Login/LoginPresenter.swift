/// Checks that both credentials are filled in, starts the login, and turns its outcome into texts or navigation.
@MainActor
final class LoginPresenter: LoginPresenterInterface, LoginInteractorOutput {
  private weak var view: LoginViewInterface?
  private let interactor: LoginInteractorInput
  private let router: LoginRouterInterface

  init(view: LoginViewInterface, interactor: LoginInteractorInput, router: LoginRouterInterface) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: LoginPresenterInterface

  func viewDidLoad() {
    interactor.resumeKeptSession()
  }

  func didEditCredentials() {
    view?.showErrors(username: nil, password: nil, login: nil)
  }

  func didTapLogIn(username: String, password: String) {
    let usernameError = username.isEmpty ? "Enter your username." : nil
    let passwordError = password.isEmpty ? "Enter your password." : nil
    view?.showErrors(username: usernameError, password: passwordError, login: nil)
    guard usernameError == nil, passwordError == nil else { return }
    view?.setLoggingIn(true)
    interactor.logIn(username: username, password: password)
  }

  // MARK: LoginInteractorOutput

  func didLogIn(as user: LoggedInUser) {
    router.showMain(for: user)
  }

  func didFailToLogIn(_ failure: LoginFailure) {
    view?.setLoggingIn(false)
    view?.showErrors(username: nil, password: nil, login: Self.message(for: failure))
  }

  func didStartResumingSession() {
    view?.setResumingSession(true)
  }

  func didFailToResumeSession(_ failure: LoginFailure) {
    view?.setResumingSession(false)
    view?.showErrors(username: nil, password: nil, login: Self.message(for: failure))
  }

  private static func message(for failure: LoginFailure) -> String {
    switch failure {
    case .wrongCredentials: "Wrong username or password."
    case .sessionExpired: "Your session has expired. Log in again."
    case .serverUnavailable: "The server is not available. Try again."
    }
  }
}
