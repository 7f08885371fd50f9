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

  init(user: User, backend: any Backend, storage: DeviceStorage, onLogOut: @escaping () -> Void) {
    firstNameText = "First name: \(user.firstName)"
    lastNameText = "Last name: \(user.lastName)"
    usernameText = "Username: \(user.username)"
    logOutTapped.map { true }.assign(to: &$isLoggingOut)
    // The device forgets the user, and the token that would resume the session, even when the server cannot be told.
    logOutTapped
      .handleEvents(receiveOutput: { storage.sessionToken = nil })
      .map { Future { try await backend.logout() }.replaceError(with: ()) }
      .switchToLatest()
      .sink { onLogOut() }
      .store(in: &cancellables)
  }
}
