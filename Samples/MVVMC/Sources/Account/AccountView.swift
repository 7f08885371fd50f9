import HeadlessSwiftUI

/// The logged-in technician, and the way out.
struct AccountView: View {
  let viewModel: AccountViewModel

  var body: some View {
    Form {
      Text(viewModel.firstNameText)
      Text(viewModel.lastNameText)
      Text(viewModel.usernameText)
      Button("Log out") { Task { await viewModel.logOut() } }
        .accessibilityIdentifier("logOut")
    }
    .navigationTitle("Account")
  }
}
