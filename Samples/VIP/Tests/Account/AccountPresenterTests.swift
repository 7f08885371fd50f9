import ServiceKit
import Testing

@testable import VIP

@MainActor
struct AccountPresenterTests {
  final class DisplaySpy: AccountDisplayLogic {
    var users: [Account.FetchUser.ViewModel] = []
    var logOuts: [Account.LogOut.ViewModel] = []

    func displayFetchUser(viewModel: Account.FetchUser.ViewModel) {
      users.append(viewModel)
    }

    func displayLogOut(viewModel: Account.LogOut.ViewModel) {
      logOuts.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = AccountPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func theUserIsLabelled() {
    presenter.presentFetchUser(
      response: .init(user: User(id: 1, username: "jnovak", firstName: "Jan", lastName: "Novák")))

    #expect(
      display.users == [.init(firstName: "First name: Jan", lastName: "Last name: Novák", username: "Username: jnovak")]
    )
  }

  @Test func loggingOutIsPassedOn() {
    presenter.presentLogOut(response: .loggingOut)
    presenter.presentLogOut(response: .loggedOut)

    #expect(display.logOuts == [.loggingOut, .loggedOut])
  }
}
