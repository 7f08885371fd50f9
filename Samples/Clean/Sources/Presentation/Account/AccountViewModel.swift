import CleanDomain
import HeadlessSwiftUI

/// The account screen's state: who is logged in, and logging them out.
@MainActor
@Observable
public final class AccountViewModel {
  let firstNameText: String
  let lastNameText: String
  let usernameText: String
  private(set) var isLoggingOut = false
  private let logOutUseCase: LogOutUseCase
  private let onLoggedOut: () -> Void

  public init(technician: Technician, logOutUseCase: LogOutUseCase, onLoggedOut: @escaping () -> Void) {
    firstNameText = "First name: \(technician.firstName)"
    lastNameText = "Last name: \(technician.lastName)"
    usernameText = "Username: \(technician.username)"
    self.logOutUseCase = logOutUseCase
    self.onLoggedOut = onLoggedOut
  }

  func logOut() async {
    isLoggingOut = true
    await logOutUseCase.execute()
    onLoggedOut()
  }
}
