import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct LoginViewControllerTests {
  final class PresenterSpy: LoginPresenterInterface {
    var viewDidLoadCount = 0
    var editCount = 0
    var logIns: [(username: String, password: String)] = []

    func viewDidLoad() {
      viewDidLoadCount += 1
    }

    func didEditCredentials() {
      editCount += 1
    }

    func didTapLogIn(username: String, password: String) {
      logIns.append((username, password))
    }
  }

  let presenter = PresenterSpy()
  let controller = LoginViewController()

  init() {
    controller.presenter = presenter
    controller.loadViewIfNeeded()
  }

  @Test func forwardsTypingAndTheTapWithWhatWasTyped() {
    let view = controller.loginView
    view.usernameField.text = "jnovak"
    view.usernameField.sendActions(for: .editingChanged)
    view.passwordField.text = "servis123"
    view.passwordField.sendActions(for: .editingChanged)

    view.logInButton.sendActions(for: .touchUpInside)

    #expect(presenter.viewDidLoadCount == 1)
    #expect(presenter.editCount == 2)
    #expect(presenter.logIns.map(\.username) == ["jnovak"])
    #expect(presenter.logIns.map(\.password) == ["servis123"])
  }

  @Test func showsTheErrorsItIsGiven() {
    controller.showErrors(username: "Enter your username.", password: nil, login: "Wrong username or password.")

    #expect(controller.loginView.usernameErrorLabel.text == "Enter your username.")
    #expect(controller.loginView.passwordErrorLabel.text == nil)
    #expect(controller.loginView.loginErrorLabel.text == "Wrong username or password.")
  }

  @Test func loggingInDisablesTheFormAndSpins() {
    let view = controller.loginView

    controller.setLoggingIn(true)
    #expect(!view.usernameField.isEnabled && !view.passwordField.isEnabled && !view.logInButton.isEnabled)
    #expect(view.activityIndicator.isAnimating)

    controller.setLoggingIn(false)
    #expect(view.usernameField.isEnabled && view.passwordField.isEnabled && view.logInButton.isEnabled)
    #expect(!view.activityIndicator.isAnimating)
  }

  @Test func resumingHidesTheFormAndSpins() {
    let view = controller.loginView

    controller.setResumingSession(true)
    #expect(view.formView.isHidden)
    #expect(view.activityIndicator.isAnimating)

    controller.setResumingSession(false)
    #expect(!view.formView.isHidden)
    #expect(!view.activityIndicator.isAnimating)
  }
}
