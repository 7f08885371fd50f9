import HeadlessSwiftUI
import ServiceKit

/// The logged-in technician, and the way out.
struct AccountView: View {
  let user: User
  @Environment(AppModel.self) private var model

  var body: some View {
    Form {
      Text("First name: \(user.firstName)")
      Text("Last name: \(user.lastName)")
      Text("Username: \(user.username)")
      Button("Log out") { Task { await model.logOut() } }
        .accessibilityIdentifier("logOut")
    }
    .navigationTitle("Account")
  }
}
