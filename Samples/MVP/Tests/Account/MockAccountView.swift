@testable import MVP

/// Records what an ``AccountPresenter`` told its view.
@MainActor
final class MockAccountView: AccountView {
  private(set) var texts: [String] = []
  private(set) var isLogOutEnabled = true
  private(set) var loginScreenShownCount = 0

  func showUser(firstName: String, lastName: String, username: String) {
    texts = [firstName, lastName, username]
  }

  func setLogOutEnabled(_ isEnabled: Bool) {
    isLogOutEnabled = isEnabled
  }

  func showLoginScreen() {
    loginScreenShownCount += 1
  }
}
