import HeadlessSwiftUI

/// The login screen while logged out; the Tasks and Account tabs while logged in.
struct RootView: View {
  let viewModel: AppViewModel

  var body: some View {
    if let user = viewModel.user {
      TabView {
        NavigationStack {
          EventListView(viewModel: viewModel.eventListViewModel())
        }
        .tabItem { Label("Tasks", systemImage: "checklist") }
        NavigationStack {
          AccountView(viewModel: viewModel.accountViewModel(for: user))
        }
        .tabItem { Label("Account", systemImage: "person.crop.circle") }
      }
    } else {
      LoginView(viewModel: viewModel.loginViewModel())
    }
  }
}
