/// Formats the logged-in user for display and turns Log out into the way back to the login screen.
@MainActor
final class AccountPresenter: AccountPresenterInterface, AccountInteractorOutput {
  private weak var view: AccountViewInterface?
  private let interactor: AccountInteractorInput
  private let router: AccountRouterInterface

  init(view: AccountViewInterface, interactor: AccountInteractorInput, router: AccountRouterInterface) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: AccountPresenterInterface

  func viewDidLoad() {
    interactor.loadUser()
  }

  func didTapLogOut() {
    view?.setLoggingOut(true)
    interactor.logOut()
  }

  // MARK: AccountInteractorOutput

  func didLoadUser(_ user: LoggedInUser) {
    view?.showUser(
      AccountViewModel(
        firstName: "First name: \(user.firstName)", lastName: "Last name: \(user.lastName)",
        username: "Username: \(user.username)"))
  }

  func didLogOut() {
    router.showLogin()
  }
}
