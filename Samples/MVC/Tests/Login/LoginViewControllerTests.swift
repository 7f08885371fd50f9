import HeadlessUI
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct LoginViewControllerTests {
  private let application = Application()

  private let storage = DeviceStorage()

  private func makeController(
    backend: FixtureBackend = FixtureBackend(), message: String? = nil
  ) -> LoginViewController {
    let controller = LoginViewController(backend: backend, storage: storage, message: message)
    host(controller, in: application)
    return controller
  }

  @Test func showsAnEmptyEnabledForm() {
    let view = makeController().loginView

    #expect(view.usernameField.text ?? "" == "")
    #expect(view.passwordField.text ?? "" == "")
    #expect(view.passwordField.isSecureTextEntry)
    #expect(view.usernameField.isEnabled && view.passwordField.isEnabled && view.logInButton.isEnabled)
    #expect(!view.activityIndicator.isAnimating)
  }

  @Test(
    arguments: [
      ("", "servis123", "Enter your username.", nil),
      ("jnovak", "", nil, "Enter your password."),
      ("", "", "Enter your username.", "Enter your password."),
    ] as [(String, String, String?, String?)])
  func emptyFieldsShowErrorsWithoutCallingTheBackend(
    username: String, password: String, usernameError: String?, passwordError: String?
  ) {
    let backend = FixtureBackend()
    let controller = makeController(backend: backend)
    controller.loginView.usernameField.type(username)
    controller.loginView.passwordField.type(password)

    controller.loginView.logInButton.tap()

    #expect(controller.loginView.usernameErrorLabel.text == usernameError)
    #expect(controller.loginView.passwordErrorLabel.text == passwordError)
    #expect(controller.logInTask == nil)
    #expect(backend.calls.isEmpty)
  }

  @Test func disablesTheFormWhileLoggingIn() async {
    let backend = FixtureBackend()
    backend.hold(.login)
    let controller = makeController(backend: backend)
    let view = controller.loginView
    view.usernameField.type("jnovak")
    view.passwordField.type("servis123")

    view.logInButton.tap()

    #expect(view.activityIndicator.isAnimating)
    #expect(!view.usernameField.isEnabled && !view.passwordField.isEnabled && !view.logInButton.isEnabled)
    backend.release(.login)
    await controller.logInTask?.value
  }

  @Test func successHandsOnTheSession() async {
    let controller = makeController()
    var loggedIn: Session?
    controller.onLogIn = { loggedIn = $0 }
    controller.loginView.usernameField.type("jnovak")
    controller.loginView.passwordField.type("servis123")

    controller.loginView.logInButton.tap()
    await controller.logInTask?.value

    #expect(loggedIn?.user.username == "jnovak")
    #expect(storage.sessionToken != nil)
  }

  @Test func showsWhyAKeptSessionEndedUntilTheTechnicianTypes() {
    let view = makeController(message: "Your session has expired. Log in again.").loginView

    #expect(view.loginErrorLabel.text == "Your session has expired. Log in again.")
    #expect(view.usernameField.text ?? "" == "" && view.usernameField.isEnabled)

    view.usernameField.type("j")

    #expect(view.loginErrorLabel.text == nil)
  }

  @Test(arguments: [
    (BackendError.invalidCredentials, "Wrong username or password."),
    (BackendError.unavailable, "The server is not available. Try again."),
  ])
  func failureShowsWhyAndKeepsTheFormEnabled(error: BackendError, message: String) async {
    let backend = FixtureBackend()
    backend.failNext(.login, with: error)
    let controller = makeController(backend: backend)
    let view = controller.loginView
    view.usernameField.type("jnovak")
    view.passwordField.type("servis123")

    view.logInButton.tap()
    await controller.logInTask?.value

    #expect(view.loginErrorLabel.text == message)
    #expect(view.usernameField.text == "jnovak" && view.passwordField.text == "servis123")
    #expect(view.usernameField.isEnabled && view.passwordField.isEnabled && view.logInButton.isEnabled)
    #expect(!view.activityIndicator.isAnimating)
  }

  @Test func typingClearsTheErrors() async {
    let backend = FixtureBackend()
    backend.failNext(.login, with: .invalidCredentials)
    let controller = makeController(backend: backend)
    let view = controller.loginView
    view.logInButton.tap()
    view.usernameField.type("jnovak")
    view.passwordField.type("x")
    view.logInButton.tap()
    await controller.logInTask?.value
    #expect(view.loginErrorLabel.text != nil)

    view.passwordField.type("xy")

    #expect(view.usernameErrorLabel.text == nil)
    #expect(view.passwordErrorLabel.text == nil)
    #expect(view.loginErrorLabel.text == nil)
  }
}
