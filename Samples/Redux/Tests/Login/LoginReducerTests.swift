import ServiceKit
import Testing

@testable import Redux

@MainActor
struct LoginReducerTests {
  private func reduce(_ state: LoginState, _ action: AppAction) -> LoginState {
    var state = state
    loginReducer(&state, action)
    return state
  }

  private let failed = LoginState(
    username: "jnovak", password: "x", isUsernameMissing: true, isPasswordMissing: true,
    failure: .wrongCredentials)

  @Test func usernameChangedSetsItAndClearsTheErrors() {
    let state = reduce(failed, .login(.usernameChanged("jnovak2")))

    #expect(state == LoginState(username: "jnovak2", password: "x"))
  }

  @Test func passwordChangedSetsItAndClearsTheErrors() {
    let state = reduce(failed, .login(.passwordChanged("xy")))

    #expect(state == LoginState(username: "jnovak", password: "xy"))
  }

  @Test(arguments: [
    ("", "", true, true),
    ("", "servis123", true, false),
    ("jnovak", "", false, true),
  ])
  func logInTappedWithAnEmptyFieldMarksItMissing(
    username: String, password: String, isUsernameMissing: Bool, isPasswordMissing: Bool
  ) {
    let state = reduce(LoginState(username: username, password: password), .login(.logInTapped))

    #expect(state.isUsernameMissing == isUsernameMissing)
    #expect(state.isPasswordMissing == isPasswordMissing)
    #expect(!state.isLoggingIn)
  }

  @Test func logInTappedWithBothFieldsStartsLoggingIn() {
    let state = reduce(
      LoginState(username: "jnovak", password: "servis123", failure: .serverUnavailable), .login(.logInTapped))

    #expect(state == LoginState(username: "jnovak", password: "servis123", isLoggingIn: true))
  }

  @Test func loggedInEmptiesTheForm() {
    let state = reduce(
      LoginState(username: "jnovak", password: "servis123", isLoggingIn: true), .login(.loggedIn(TestData.session)))

    #expect(state == LoginState())
  }

  @Test(arguments: [
    (BackendError.invalidCredentials, LoginState.Failure.wrongCredentials),
    (.unavailable, .serverUnavailable),
    (.notAuthenticated, .serverUnavailable),
  ])
  func logInFailedKeepsTheFieldsAndSaysWhy(error: BackendError, failure: LoginState.Failure) {
    let state = reduce(
      LoginState(username: "jnovak", password: "wrong", isLoggingIn: true), .login(.logInFailed(error)))

    #expect(state == LoginState(username: "jnovak", password: "wrong", failure: failure))
  }

  @Test func otherActionsLeaveTheFormAlone() {
    #expect(reduce(failed, .tasks(.appeared)) == failed)
  }

  @Test func aKeptSessionFoundHidesTheFormWhileItIsResumed() {
    #expect(
      reduce(LoginState(), .login(.keptSessionFound(token: "session-1-1"))) == LoginState(isResumingSession: true))
    #expect(reduce(LoginState(isResumingSession: true), .login(.sessionResumed(TestData.user))) == LoginState())
  }

  @Test(arguments: [
    (BackendError.notAuthenticated, LoginState.Failure.sessionExpired),
    (.unavailable, .serverUnavailable),
  ])
  func aFailedResumptionShowsTheEmptyFormAndSaysWhy(error: BackendError, failure: LoginState.Failure) {
    let state = reduce(LoginState(isResumingSession: true), .login(.sessionResumeFailed(error)))

    #expect(state == LoginState(failure: failure))
  }
}
