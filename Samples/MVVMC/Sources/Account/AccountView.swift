import HeadlessSwiftUI

/// The logged-in technician, and the way out.
struct AccountView: View {
  @State private var viewModel: AccountViewModel

  init(viewModel: AccountViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

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
