import Testing

@testable import VIP

@MainActor
struct LoginPresenterTests {
  final class DisplaySpy: LoginDisplayLogic {
    var resumeSession: [Login.ResumeSession.ViewModel] = []
    var editCredentials: [Login.EditCredentials.ViewModel] = []
    var logIn: [Login.LogIn.ViewModel] = []

    func displayResumeSession(viewModel: Login.ResumeSession.ViewModel) {
      resumeSession.append(viewModel)
    }

    func displayEditCredentials(viewModel: Login.EditCredentials.ViewModel) {
      editCredentials.append(viewModel)
    }

    func displayLogIn(viewModel: Login.LogIn.ViewModel) {
      logIn.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = LoginPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func missingCredentialsAreAskedFor() {
    presenter.presentLogIn(response: .incomplete(isUsernameMissing: true, isPasswordMissing: true))
    presenter.presentLogIn(response: .incomplete(isUsernameMissing: false, isPasswordMissing: true))

    #expect(
      display.logIn == [
        .form(
          usernameError: "Enter your username.", passwordError: "Enter your password.", loginError: nil,
          isLoggingIn: false),
        .form(usernameError: nil, passwordError: "Enter your password.", loginError: nil, isLoggingIn: false),
      ])
  }

  @Test func theFormIsBlockedWhileLoggingIn() {
    presenter.presentLogIn(response: .loggingIn)

    #expect(display.logIn == [.form(usernameError: nil, passwordError: nil, loginError: nil, isLoggingIn: true)])
  }

  @Test func failuresAreWorded() {
    presenter.presentLogIn(response: .wrongCredentials)
    presenter.presentLogIn(response: .serverUnavailable)

    #expect(
      display.logIn == [
        .form(usernameError: nil, passwordError: nil, loginError: "Wrong username or password.", isLoggingIn: false),
        .form(
          usernameError: nil, passwordError: nil, loginError: "The server is not available. Try again.",
          isLoggingIn: false),
      ])
  }

  @Test func loggedInIsPassedOn() {
    presenter.presentLogIn(response: .loggedIn)

    #expect(display.logIn == [.loggedIn])
  }

  @Test func resumingAKeptSessionIsWorded() {
    for response: Login.ResumeSession.Response in [.resuming, .resumed, .sessionExpired, .serverUnavailable] {
      presenter.presentResumeSession(response: response)
    }

    #expect(
      display.resumeSession == [
        .resuming, .loggedIn, .form(loginError: "Your session has expired. Log in again."),
        .form(loginError: "The server is not available. Try again."),
      ])
  }

  @Test func editingClearsTheMessages() {
    presenter.presentEditCredentials(response: Login.EditCredentials.Response())

    #expect(display.editCredentials == [.init(usernameError: nil, passwordError: nil, loginError: nil)])
  }

  @Test func thePresenterHoldsItsViewControllerWeakly() {
    var display: DisplaySpy? = DisplaySpy()
    presenter.viewController = display

    display = nil

    #expect(presenter.viewController == nil)
  }
}
