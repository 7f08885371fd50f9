import ServiceKit
import Testing

@testable import MVVMUIKit

/// `LoginViewModel`: the fields and the tap go in through its subjects; the errors and progress come out.
@MainActor
struct LoginViewModelTests {
  private let storage = DeviceStorage()

  @Test func startsWithoutErrors() {
    let login = LoginViewModel(backend: FixtureBackend(), storage: DeviceStorage()) { _ in }

    #expect(login.usernameError == nil)
    #expect(login.passwordError == nil)
    #expect(login.loginError == nil)
    #expect(!login.isLoggingIn)
  }

  nonisolated static let emptyFields:
    [(username: String, password: String, usernameError: String?, passwordError: String?)] = [
      ("", "servis123", "Enter your username.", nil), ("jnovak", "", nil, "Enter your password."),
      ("", "", "Enter your username.", "Enter your password."),
    ]

  @Test(arguments: emptyFields)
  func emptyFieldsAreReportedWithoutACall(
    username: String, password: String, usernameError: String?, passwordError: String?
  ) {
    let backend = FixtureBackend()
    let login = LoginViewModel(backend: backend, storage: storage) { _ in }
    login.username.send(username)
    login.password.send(password)

    login.logInTapped.send()

    #expect(login.usernameError == usernameError)
    #expect(login.passwordError == passwordError)
    #expect(!login.isLoggingIn)
    #expect(backend.calls.isEmpty)
  }

  @Test func loggingInIsInProgressUntilTheBackendAnswers() async throws {
    let backend = FixtureBackend()
    backend.hold(.login)
    var loggedIn: User?
    let login = filledIn(LoginViewModel(backend: backend, storage: storage) { loggedIn = $0 })
    let progress = Recorder(login.$isLoggingIn)

    login.logInTapped.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(progress.values == [false, true])
    #expect(loggedIn == nil)

    backend.release(.login)
    await waitUntil { loggedIn != nil }

    #expect(loggedIn?.firstName == "Jan")
    #expect(progress.values == [false, true, false])
    #expect(storage.values == ["sessionToken": try #require(backend.currentToken)], "the token, not the password")
  }

  @Test func showsWhyAKeptSessionEndedUntilTheTechnicianTypes() {
    let message = "Your session has expired. Log in again."
    let login = LoginViewModel(backend: FixtureBackend(), storage: storage, message: message) { _ in }

    #expect(login.loginError == message)

    login.username.send("j")

    #expect(login.loginError == nil)
  }

  @Test func wrongCredentialsAreReported() async {
    var loggedIn: User?
    let login = LoginViewModel(backend: FixtureBackend(), storage: DeviceStorage()) { loggedIn = $0 }
    let errors = Recorder(login.$loginError)
    login.username.send("jnovak")
    login.password.send("wrong")

    login.logInTapped.send()
    await waitUntil { !login.isLoggingIn }

    #expect(errors.last == "Wrong username or password.")
    #expect(loggedIn == nil)
  }

  @Test func aNewerAttemptReplacesAnOlderOne() async {
    let backend = FixtureBackend()
    backend.hold(.login)
    var loggedIn: User?
    let login = LoginViewModel(backend: backend, storage: storage) { loggedIn = $0 }
    let errors = Recorder(login.$loginError)
    login.username.send("jnovak")
    login.password.send("wrong")
    login.logInTapped.send()
    login.password.send(technician.password)
    login.logInTapped.send()
    await waitUntil { backend.heldCallCount == 2 }

    backend.release(.login)
    await waitUntil { loggedIn != nil }
    // The wrong password's answer, whichever call ends last, would arrive within these yields; it is dropped.
    await waitUntil { errors.values.count > 1 }

    #expect(loggedIn?.username == "jnovak")
    #expect(errors.values == [nil])
    #expect(!login.isLoggingIn)
  }

  @Test func anyOtherFailureSaysTheServerIsUnavailable() async {
    let backend = FixtureBackend()
    backend.failNext(.login)
    let login = filledIn(LoginViewModel(backend: backend, storage: storage) { _ in })
    let errors = Recorder(login.$loginError)

    login.logInTapped.send()
    await waitUntil { !login.isLoggingIn }

    #expect(errors.last == "The server is not available. Try again.")
  }

  @Test func typingClearsTheErrors() async {
    let login = LoginViewModel(backend: FixtureBackend(), storage: DeviceStorage()) { _ in }
    login.username.send("jnovak")
    login.password.send("wrong")
    login.logInTapped.send()
    await waitUntil { login.loginError != nil }

    login.password.send("wrongx")

    #expect(login.loginError == nil)

    login.password.send("")
    login.logInTapped.send()
    #expect(login.passwordError == "Enter your password.")

    login.username.send("j")

    #expect(login.passwordError == nil)
  }

  @Test func aTapChecksTheFieldsAsTheyAreThen() {
    let login = LoginViewModel(backend: FixtureBackend(), storage: DeviceStorage()) { _ in }
    login.logInTapped.send()
    login.username.send("jnovak")
    login.password.send("servis123")
    login.username.send("")

    login.logInTapped.send()

    #expect(login.usernameError == "Enter your username.")
    #expect(login.passwordError == nil)
  }

  private func filledIn(_ login: LoginViewModel) -> LoginViewModel {
    login.username.send(technician.username)
    login.password.send(technician.password)
    return login
  }
}
