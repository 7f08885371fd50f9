import ServiceKit
import Testing

@testable import Redux

@MainActor
struct AccountReducerTests {
  @Test func loggedInKeepsTheUser() {
    var user: User?

    accountReducer(&user, .login(.loggedIn(TestData.session)))

    #expect(user == TestData.user)
  }

  @Test func otherActionsLeaveTheUserAlone() {
    var user: User? = TestData.user

    accountReducer(&user, .login(.logInTapped))

    #expect(user == TestData.user)
  }

  @Test func aResumedSessionKeepsItsUser() {
    var user: User?

    accountReducer(&user, .login(.sessionResumed(TestData.user)))

    #expect(user == TestData.user)
  }
}
