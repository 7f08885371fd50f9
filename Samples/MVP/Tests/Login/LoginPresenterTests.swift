import ServiceKit
import Testing

@testable import MVP

@MainActor
struct LoginPresenterTests {
  private let view = MockLoginView()
  private let loggedIn = LoggedInUser()
  private let storage = DeviceStorage()

  /// The user the presenter handed on to the app, if any.
  private final class LoggedInUser {
    var user: User?
  }

  private func makePresenter(backend: FixtureBackend = FixtureBackend(), message: String? = nil) -> LoginPresenter {
    let presenter = LoginPresenter(backend: backend, storage: storage, message: message)
    presenter.view = view
    presenter.onLogIn = { [loggedIn] in loggedIn.user = $0 }
    return presenter
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
    let presenter = makePresenter(backend: backend)

    presenter.didTapLogIn(username: username, password: password)

    #expect(view.usernameError == usernameError)
    #expect(view.passwordError == passwordError)
    #expect(!view.isLoggingIn)
    #expect(presenter.logInTask == nil)
    #expect(backend.calls.isEmpty)
  }

  @Test func logsInWhileTheFormIsBlocked() async throws {
    let backend = FixtureBackend()
    backend.hold(.login)
    let presenter = makePresenter(backend: backend)

    presenter.didTapLogIn(username: "jnovak", password: "servis123")

    #expect(view.isLoggingIn)
    #expect(loggedIn.user == nil)
    backend.release(.login)
    await presenter.logInTask?.value
    #expect(loggedIn.user?.username == "jnovak")
    #expect(backend.currentUser?.username == "jnovak")
    #expect(storage.values == ["sessionToken": try #require(backend.currentToken)], "the token, not the password")
  }

  @Test func showsWhyAKeptSessionEndedUntilTheTechnicianEdits() {
    let presenter = makePresenter(message: "Your session has expired. Log in again.")

    presenter.viewDidLoad()
    #expect(view.loginError == "Your session has expired. Log in again.")

    presenter.didEditCredentials()
    #expect(view.loginError == nil)
  }

  @Test(arguments: [
    (BackendError.invalidCredentials, "Wrong username or password."),
    (BackendError.unavailable, "The server is not available. Try again."),
    (BackendError.notFound, "The server is not available. Try again."),
  ])
  func failureShowsWhyAndUnblocksTheForm(error: BackendError, message: String) async {
    let backend = FixtureBackend()
    backend.failNext(.login, with: error)
    let presenter = makePresenter(backend: backend)

    presenter.didTapLogIn(username: "jnovak", password: "servis123")
    await presenter.logInTask?.value

    #expect(view.loginError == message)
    #expect(view.usernameError == nil && view.passwordError == nil)
    #expect(!view.isLoggingIn)
    #expect(loggedIn.user == nil)
  }

  @Test func editingClearsEveryError() async {
    let presenter = makePresenter()
    presenter.didTapLogIn(username: "jnovak", password: "wrong")
    await presenter.logInTask?.value
    #expect(view.loginError != nil)

    presenter.didEditCredentials()

    #expect(view.loginError == nil)
    presenter.didTapLogIn(username: "", password: "")
    presenter.didEditCredentials()
    #expect(view.usernameError == nil && view.passwordError == nil)
  }

  @Test func holdsItsViewWeakly() {
    let presenter = LoginPresenter(backend: FixtureBackend(), storage: storage)
    var view: MockLoginView? = MockLoginView()
    presenter.view = view

    view = nil

    #expect(presenter.view == nil)
  }
}
