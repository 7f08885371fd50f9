import CleanDomain
import Observation

/// What the account screen asks its flow to do.
public struct AccountViewModelActions {
  /// The technician logged out: the app drops their session and shows the login form.
  let didLogOut: () -> Void
}

/// The account screen's state: who is logged in, and logging them out.
@MainActor
@Observable
public final class AccountViewModel {
  let firstNameText: String
  let lastNameText: String
  let usernameText: String
  private(set) var isLoggingOut = false
  private let logOutUseCase: any LogOutUseCase
  private let actions: AccountViewModelActions

  public init(technician: Technician, logOutUseCase: any LogOutUseCase, actions: AccountViewModelActions) {
    firstNameText = "First name: \(technician.firstName)"
    lastNameText = "Last name: \(technician.lastName)"
    usernameText = "Username: \(technician.username)"
    self.logOutUseCase = logOutUseCase
    self.actions = actions
  }

  func logOut() async {
    isLoggingOut = true
    await logOutUseCase.execute()
    actions.didLogOut()
  }
}
