import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct LoginViewControllerTests {
  final class InteractorSpy: LoginBusinessLogic {
    var resumeCount = 0
    var editCount = 0
    var logIns: [(username: String, password: String)] = []

    func resumeSession(request: Login.ResumeSession.Request) {
      resumeCount += 1
    }

    func editCredentials(request: Login.EditCredentials.Request) {
      editCount += 1
    }

    func logIn(request: Login.LogIn.Request) {
      logIns.append((request.username, request.password))
    }
  }

  final class RouterSpy: LoginRoutingLogic, LoginDataPassing {
    var dataStore: LoginDataStore?
    var mainCount = 0

    func routeToMain() {
      mainCount += 1
    }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = LoginViewController()

  init() {
    controller.interactor = interactor
    controller.router = router
    controller.loadViewIfNeeded()
  }

  @Test func typingAndTappingAreSentAsRequests() {
    let view = controller.loginView
    view.usernameField.text = "jnovak"
    view.usernameField.sendActions(for: .editingChanged)
    view.passwordField.text = "servis123"
    view.passwordField.sendActions(for: .editingChanged)
    view.logInButton.sendActions(for: .touchUpInside)

    #expect(interactor.resumeCount == 1, "the view's loading asks to resume a kept session")
    #expect(interactor.editCount == 2)
    #expect(interactor.logIns.map(\.username) == ["jnovak"])
    #expect(interactor.logIns.map(\.password) == ["servis123"])
  }

  @Test func showsTheFormItIsGiven() {
    let view = controller.loginView

    controller.displayLogIn(
      viewModel: .form(usernameError: "Enter your username.", passwordError: nil, loginError: nil, isLoggingIn: true))
    #expect(view.usernameErrorLabel.text == "Enter your username.")
    #expect(!view.usernameField.isEnabled && !view.passwordField.isEnabled && !view.logInButton.isEnabled)
    #expect(view.activityIndicator.isAnimating)

    controller.displayLogIn(
      viewModel: .form(
        usernameError: nil, passwordError: nil, loginError: "Wrong username or password.", isLoggingIn: false))
    #expect(view.usernameErrorLabel.text == nil)
    #expect(view.loginErrorLabel.text == "Wrong username or password.")
    #expect(view.usernameField.isEnabled && view.passwordField.isEnabled && view.logInButton.isEnabled)
    #expect(!view.activityIndicator.isAnimating)

    controller.displayEditCredentials(viewModel: .init(usernameError: nil, passwordError: nil, loginError: nil))
    #expect(view.loginErrorLabel.text == nil)
    #expect(router.mainCount == 0)
  }

  @Test func loggedInAsksTheRouterForTheMainScreen() {
    controller.displayLogIn(viewModel: .loggedIn)

    #expect(router.mainCount == 1)
  }

  @Test func resumingHidesTheFormUntilItEnds() {
    let view = controller.loginView

    controller.displayResumeSession(viewModel: .resuming)
    #expect(view.formView.isHidden)
    #expect(view.activityIndicator.isAnimating)

    controller.displayResumeSession(viewModel: .form(loginError: "Your session has expired. Log in again."))
    #expect(!view.formView.isHidden)
    #expect(!view.activityIndicator.isAnimating)
    #expect(view.loginErrorLabel.text == "Your session has expired. Log in again.")

    controller.displayResumeSession(viewModel: .loggedIn)
    #expect(router.mainCount == 1)
  }
}
