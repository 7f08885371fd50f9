import HeadlessSwiftUI

/// The login screen while logged out; the Tasks and Account tabs while logged in; a spinner while
/// the kept session is resumed.
struct RootView: View {
  let viewModel: AppViewModel

  var body: some View {
    Group {
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
      } else if viewModel.isResumingSession {
        ProgressView()
      } else {
        LoginView(viewModel: viewModel.loginViewModel())
      }
    }
    .task { await viewModel.resumeSession() }
  }
}
