import CombineExtras
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

  private var cancellables: Set<AnyCancellable> = []

  init(user: User, backend: any Backend, onLogOut: @escaping () -> Void) {
    firstNameText = "First name: \(user.firstName)"
    lastNameText = "Last name: \(user.lastName)"
    usernameText = "Username: \(user.username)"
    logOutTapped.map { true }.assign(to: &$isLoggingOut)
    // The device forgets the user even when the server cannot be told.
    logOutTapped
      .map { Future { try await backend.logout() }.replaceError(with: ()) }
      .switchToLatest()
      .sink { onLogOut() }
      .store(in: &cancellables)
  }
}
