import Observation
import ServiceKit

/// Shows who is logged in, and logs them out.
@MainActor
@Observable
final class AccountViewModel {
  let firstNameText: String
  let lastNameText: String
  let usernameText: String

  private let backend: any Backend
  private let onLogOut: () -> Void

  init(user: User, backend: any Backend, onLogOut: @escaping () -> Void) {
    firstNameText = "First name: \(user.firstName)"
    lastNameText = "Last name: \(user.lastName)"
    usernameText = "Username: \(user.username)"
    self.backend = backend
    self.onLogOut = onLogOut
  }

  func logOut() async {
    // The device forgets the user even when the server cannot be told.
    try? await backend.logout()
    onLogOut()
  }
}
