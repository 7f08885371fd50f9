import ServiceKit

/// Knows who is logged in and ends the session with the backend.
@MainActor
final class AccountInteractor: AccountInteractorInput {
  weak var output: AccountInteractorOutput?
  private let user: LoggedInUser
  private let backend: any Backend

  init(user: LoggedInUser, backend: any Backend) {
    self.user = user
    self.backend = backend
  }

  func loadUser() {
    output?.didLoadUser(user)
  }

  /// The device forgets the user even when the server cannot be told.
  func logOut() {
    Task {
      try? await backend.logout()
      output?.didLogOut()
    }
  }
}
