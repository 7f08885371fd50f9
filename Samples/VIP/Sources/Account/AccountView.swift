import HeadlessUIKit

/// The account screen: who is logged in, and the button to log out.
final class AccountView: View {
  let firstNameLabel = Label()
  let lastNameLabel = Label()
  let usernameLabel = Label()
  let logOutButton = Button(title: "Log out")

  override init() {
    super.init()
    logOutButton.accessibilityIdentifier = "logOut"
    addSubview(StackView(arrangedSubviews: [firstNameLabel, lastNameLabel, usernameLabel, logOutButton]))
  }
}
