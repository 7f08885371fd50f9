import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct AccountViewControllerTests {
  final class PresenterSpy: AccountPresenterInterface {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func didTapLogOut() { events.append("logOut") }
  }

  let presenter = PresenterSpy()
  let controller = AccountViewController()

  init() {
    controller.presenter = presenter
    controller.loadViewIfNeeded()
  }

  @Test func forwardsLogOut() {
    controller.accountView.logOutButton.sendActions(for: .touchUpInside)

    #expect(presenter.events == ["viewDidLoad", "logOut"])
    #expect(controller.title == "Account")
  }

  @Test func showsTheUserAndDisablesLogOutWhileLoggingOut() {
    let view = controller.accountView

    controller.showUser(
      AccountViewModel(firstName: "First name: Jan", lastName: "Last name: Novák", username: "Username: jnovak"))
    controller.setLoggingOut(true)

    #expect(
      [view.firstNameLabel, view.lastNameLabel, view.usernameLabel].map(\.text) == [
        "First name: Jan", "Last name: Novák", "Username: jnovak",
      ])
    #expect(!view.logOutButton.isEnabled)
  }
}
