import ServiceKit

/// Formats who is logged in for the account screen, and logs them out.
@MainActor
final class AccountPresenter {
  weak var view: AccountView?
  private(set) var logOutTask: Task<Void, Never>?
  private let user: User
  private let backend: any Backend
  private let storage: DeviceStorage

  init(user: User, backend: any Backend, storage: DeviceStorage) {
    self.user = user
    self.backend = backend
    self.storage = storage
  }

  func viewDidLoad() {
    view?.showUser(
      firstName: "First name: \(user.firstName)", lastName: "Last name: \(user.lastName)",
      username: "Username: \(user.username)")
  }

  /// The device forgets the user, and the token that would resume the session, even when the server cannot be told.
  func didTapLogOut() {
    view?.setLogOutEnabled(false)
    storage.sessionToken = nil
    logOutTask = Task {
      try? await backend.logout()
      view?.showLoginScreen()
    }
  }
}
