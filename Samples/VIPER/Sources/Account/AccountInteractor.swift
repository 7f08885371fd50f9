import ServiceKit

/// Knows who is logged in and ends the session with the backend and on the device.
@MainActor
final class AccountInteractor: AccountInteractorInput {
  weak var output: AccountInteractorOutput?
  private let user: LoggedInUser
  private let backend: any Backend
  private let sessionStore: SessionStore

  init(user: LoggedInUser, backend: any Backend, sessionStore: SessionStore) {
    self.user = user
    self.backend = backend
    self.sessionStore = sessionStore
  }

  func loadUser() {
    output?.didLoadUser(user)
  }

  /// The device forgets the user even when the server cannot be told.
  func logOut() {
    sessionStore.forget()
    Task {
      try? await backend.logout()
      output?.didLogOut()
    }
  }
}
