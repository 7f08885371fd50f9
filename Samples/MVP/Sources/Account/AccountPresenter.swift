import ServiceKit

/// Formats who is logged in for the account screen, and logs them out.
@MainActor
final class AccountPresenter {
  weak var view: AccountView?
  private(set) var logOutTask: Task<Void, Never>?
  private let user: User
  private let backend: any Backend

  init(user: User, backend: any Backend) {
    self.user = user
    self.backend = backend
  }

  func viewDidLoad() {
    view?.showUser(
      firstName: "First name: \(user.firstName)", lastName: "Last name: \(user.lastName)",
      username: "Username: \(user.username)")
  }

  /// The device forgets the user even when the server cannot be told.
  func didTapLogOut() {
    view?.setLogOutEnabled(false)
    logOutTask = Task {
      try? await backend.logout()
      view?.showLoginScreen()
    }
  }
}
