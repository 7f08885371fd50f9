import HeadlessSwiftUI

/// The Account tab: who is logged in, and the way out.
struct AccountView: View {
  let viewModel: AccountViewModel

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text(viewModel.firstNameText)
        Text(viewModel.lastNameText)
        Text(viewModel.usernameText)
        Button("Log out") { Task { await viewModel.logOut() } }
          .accessibilityIdentifier("logOut")
          .disabled(viewModel.isLoggingOut)
      }
      .navigationTitle("Account")
    }
  }
}
