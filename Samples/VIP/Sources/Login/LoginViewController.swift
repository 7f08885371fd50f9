import HeadlessUIKit

/// What the login presenter gives its view controller to show.
@MainActor
protocol LoginDisplayLogic: AnyObject {
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
  }

  // MARK: Requests

  private func editCredentials() {
    interactor?.editCredentials(request: Login.EditCredentials.Request())
  }

  private func logIn() {
    interactor?.logIn(
      request: Login.LogIn.Request(
        username: loginView.usernameField.text ?? "", password: loginView.passwordField.text ?? ""))
  }

  // MARK: LoginDisplayLogic

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
