import HeadlessSwiftUI

/// The Account screen: who is logged in, and the way out.
struct AccountView: View {
  @Environment(Store.self) private var store

  var body: some View {
    VStack {
      if let user = store.select(\.user).state {
        Text("First name: \(user.firstName)")
        Text("Last name: \(user.lastName)")
        Text("Username: \(user.username)")
      }
      Button("Log out") { store.dispatch(.account(.logOutTapped)) }
        .accessibilityIdentifier("logOut")
    }
    .navigationTitle("Account")
  }
}
