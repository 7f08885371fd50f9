import OpenCombine
import ServiceKit

/// Shows who is logged in, and logs them out.
@MainActor
final class AccountViewModel {
  // MARK: Inputs

  let logOutTapped = PassthroughSubject<Void, Never>()

  // MARK: Outputs

  let firstNameText: String
  let lastNameText: String
  let usernameText: String
  @Published private(set) var isLoggingOut = false

  private let backend: any Backend
  private let onLogOut: () -> Void
  private var cancellables: Set<AnyCancellable> = []

  init(user: User, backend: any Backend, onLogOut: @escaping () -> Void) {
    firstNameText = "First name: \(user.firstName)"
    lastNameText = "Last name: \(user.lastName)"
    usernameText = "Username: \(user.username)"
    self.backend = backend
    self.onLogOut = onLogOut
    logOutTapped.sink { [weak self] in self?.logOut() }.store(in: &cancellables)
  }

  /// The device forgets the user even when the server cannot be told.
  private func logOut() {
    isLoggingOut = true
    Task {
      try? await backend.logout()
      onLogOut()
    }
  }
}
