import Testing

@testable import VIPER

@MainActor
struct AccountPresenterTests {
  final class ViewSpy: AccountViewInterface {
    var shown: [AccountViewModel] = []
    var loggingOutStates: [Bool] = []

    func showUser(_ viewModel: AccountViewModel) {
      shown.append(viewModel)
    }

    func setLoggingOut(_ isLoggingOut: Bool) {
      loggingOutStates.append(isLoggingOut)
    }
  }

  final class InteractorSpy: AccountInteractorInput {
    var loadCount = 0
    var logOutCount = 0

    func loadUser() {
      loadCount += 1
    }

    func logOut() {
      logOutCount += 1
    }
  }

  final class RouterSpy: AccountRouterInterface {
    var loginShownCount = 0

    func showLogin() {
      loginShownCount += 1
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let presenter: AccountPresenter

  init() {
    presenter = AccountPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func viewDidLoadLoadsTheUser() {
    presenter.viewDidLoad()

    #expect(interactor.loadCount == 1)
  }

  @Test func theUserIsFormattedForDisplay() {
    presenter.didLoadUser(LoggedInUser(username: "jnovak", firstName: "Jan", lastName: "Novák"))

    #expect(
      view.shown == [
        AccountViewModel(firstName: "First name: Jan", lastName: "Last name: Novák", username: "Username: jnovak")
      ])
  }

  @Test func logOutDisablesTheButtonAndThenShowsTheLogin() {
    presenter.didTapLogOut()
    #expect(view.loggingOutStates == [true])
    #expect(interactor.logOutCount == 1)
    #expect(router.loginShownCount == 0)

    presenter.didLogOut()

    #expect(router.loginShownCount == 1)
  }
}
