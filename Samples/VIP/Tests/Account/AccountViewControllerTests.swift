import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct AccountViewControllerTests {
  final class InteractorSpy: AccountBusinessLogic {
    var requests: [String] = []

    func fetchUser(request: Account.FetchUser.Request) { requests.append("fetchUser") }
    func logOut(request: Account.LogOut.Request) { requests.append("logOut") }
  }

  final class RouterSpy: AccountRoutingLogic, AccountDataPassing {
    var dataStore: AccountDataStore?
    var loginCount = 0

    func routeToLogin() { loginCount += 1 }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = AccountViewController()

  init() {
    controller.interactor = interactor
    controller.router = router
    controller.loadViewIfNeeded()
  }

  @Test func loadingAndLogOutAreRequests() {
    controller.accountView.logOutButton.sendActions(for: .touchUpInside)

    #expect(interactor.requests == ["fetchUser", "logOut"])
    #expect(controller.title == "Account")
  }

  @Test func showsTheUserAndBlocksLogOutWhileLoggingOut() {
    let view = controller.accountView

    controller.displayFetchUser(
      viewModel: .init(firstName: "First name: Jan", lastName: "Last name: Novák", username: "Username: jnovak"))
    controller.displayLogOut(viewModel: .loggingOut)

    #expect(
      [view.firstNameLabel, view.lastNameLabel, view.usernameLabel].map(\.text) == [
        "First name: Jan", "Last name: Novák", "Username: jnovak",
      ])
    #expect(!view.logOutButton.isEnabled)
    #expect(router.loginCount == 0)
  }

  @Test func loggedOutAsksTheRouterForTheLoginScreen() {
    controller.displayLogOut(viewModel: .loggedOut)

    #expect(router.loginCount == 1)
  }
}
