import ServiceKit
import Testing

@testable import MVVMC

/// `LoginViewModel`: validation, the call in progress, and the errors it reports.
struct LoginViewModelTests {
  @Test @MainActor func startsEmptyWithoutErrors() {
    let login = LoginViewModel(backend: FixtureBackend()) { _ in }

    #expect(login.username == "")
    #expect(login.password == "")
    #expect(login.usernameError == nil)
    #expect(login.passwordError == nil)
    #expect(login.loginError == nil)
    #expect(!login.isLoggingIn)
  }

  @Test @MainActor func emptyUsernameIsRejectedWithoutACall() async {
    let backend = FixtureBackend()
    let login = LoginViewModel(backend: backend) { _ in }
    login.password = "servis123"

    await login.logIn()

    #expect(login.usernameError == "Enter your username.")
    #expect(login.passwordError == nil)
    #expect(backend.calls.isEmpty)
  }

  @Test @MainActor func emptyPasswordIsRejectedWithoutACall() async {
    let backend = FixtureBackend()
    let login = LoginViewModel(backend: backend) { _ in }
    login.username = "jnovak"

    await login.logIn()

    #expect(login.usernameError == nil)
    #expect(login.passwordError == "Enter your password.")
    #expect(backend.calls.isEmpty)
  }

  @Test @MainActor func emptyFieldsAreBothReported() async {
    let backend = FixtureBackend()
    let login = LoginViewModel(backend: backend) { _ in }

    await login.logIn()

    #expect(login.usernameError == "Enter your username.")
    #expect(login.passwordError == "Enter your password.")
    #expect(backend.calls.isEmpty)
  }

  @Test @MainActor func loggingInIsInProgressUntilTheBackendAnswers() async {
    let backend = FixtureBackend()
    backend.hold(.login)
    var loggedIn: User?
    let login = filledIn(LoginViewModel(backend: backend) { loggedIn = $0.user })

    let logIn = Task { await login.logIn() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(login.isLoggingIn)
    #expect(loggedIn == nil)

    backend.release(.login)
    await logIn.value

    #expect(!login.isLoggingIn)
    #expect(loggedIn?.firstName == "Jan")
  }

  @Test @MainActor func wrongCredentialsKeepWhatWasTyped() async {
    var loggedIn: User?
    let login = LoginViewModel(backend: FixtureBackend()) { loggedIn = $0.user }
    login.username = "jnovak"
    login.password = "wrong"

    await login.logIn()

    #expect(login.loginError == "Wrong username or password.")
    #expect(login.username == "jnovak")
    #expect(login.password == "wrong")
    #expect(!login.isLoggingIn)
    #expect(loggedIn == nil)
  }

  @Test @MainActor func anyOtherFailureSaysTheServerIsUnavailable() async {
    let backend = FixtureBackend()
    backend.failNext(.login)
    var loggedIn: User?
    let login = filledIn(LoginViewModel(backend: backend) { loggedIn = $0.user })

    await login.logIn()

    #expect(login.loginError == "The server is not available. Try again.")
    #expect(loggedIn == nil)
  }

  @Test @MainActor func typingClearsTheErrors() async {
    let login = LoginViewModel(backend: FixtureBackend()) { _ in }
    login.username = "jnovak"
    login.password = "wrong"
    await login.logIn()

    login.password += "x"

    #expect(login.loginError == nil)

    login.password = ""
    await login.logIn()
    #expect(login.passwordError == "Enter your password.")
    login.username = "j"

    #expect(login.passwordError == nil)
  }

  @MainActor private func filledIn(_ login: LoginViewModel) -> LoginViewModel {
    login.username = technician.username
    login.password = technician.password
    return login
  }
}
