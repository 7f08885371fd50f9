import HeadlessUIKit

/// What the login presenter gives its view controller to show.
@MainActor
protocol LoginDisplayLogic: AnyObject {
  func displayResumeSession(viewModel: Login.ResumeSession.ViewModel)
  func displayEditCredentials(viewModel: Login.EditCredentials.ViewModel)
  func displayLogIn(viewModel: Login.LogIn.ViewModel)
}

/// The login screen: sends typing and the Log in tap to the interactor as requests, shows the view models
/// the presenter gives it, and asks the router for the main screen once logged in.
final class LoginViewController: ViewController, LoginDisplayLogic {
  var interactor: LoginBusinessLogic?
  var router: (LoginRoutingLogic & LoginDataPassing)?
  let loginView = LoginView()

  override func loadView() {
    view = loginView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    for field in [loginView.usernameField, loginView.passwordField] {
      field.addAction(Action { [weak self] _ in self?.editCredentials() }, for: .editingChanged)
    }
    loginView.logInButton.addAction(Action { [weak self] _ in self?.logIn() }, for: .touchUpInside)
    resumeSession()
  }

  // MARK: Requests

  private func resumeSession() {
    interactor?.resumeSession(request: Login.ResumeSession.Request())
  }

  private func editCredentials() {
    interactor?.editCredentials(request: Login.EditCredentials.Request())
  }

  private func logIn() {
    interactor?.logIn(
      request: Login.LogIn.Request(
        username: loginView.usernameField.text ?? "", password: loginView.passwordField.text ?? ""))
  }

  // MARK: LoginDisplayLogic

  func displayResumeSession(viewModel: Login.ResumeSession.ViewModel) {
    switch viewModel {
    case .resuming:
      loginView.formView.isHidden = true
      loginView.activityIndicator.startAnimating()
    case .loggedIn:
      router?.routeToMain()
    case .form(let loginError):
      loginView.formView.isHidden = false
      loginView.activityIndicator.stopAnimating()
      showErrors(username: nil, password: nil, login: loginError)
    }
  }

  func displayEditCredentials(viewModel: Login.EditCredentials.ViewModel) {
    showErrors(username: viewModel.usernameError, password: viewModel.passwordError, login: viewModel.loginError)
  }

  func displayLogIn(viewModel: Login.LogIn.ViewModel) {
    switch viewModel {
    case .form(let usernameError, let passwordError, let loginError, let isLoggingIn):
      showErrors(username: usernameError, password: passwordError, login: loginError)
      loginView.usernameField.isEnabled = !isLoggingIn
      loginView.passwordField.isEnabled = !isLoggingIn
      loginView.logInButton.isEnabled = !isLoggingIn
      if isLoggingIn {
        loginView.activityIndicator.startAnimating()
      } else {
        loginView.activityIndicator.stopAnimating()
      }
    case .loggedIn:
      router?.routeToMain()
    }
  }

  private func showErrors(username: String?, password: String?, login: String?) {
    loginView.usernameErrorLabel.text = username
    loginView.passwordErrorLabel.text = password
    loginView.loginErrorLabel.text = login
  }
}
