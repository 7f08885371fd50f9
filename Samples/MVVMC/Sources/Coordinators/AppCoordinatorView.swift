import HeadlessSwiftUI

/// The login screen while logged out; the main coordinator's tabs while logged in; a spinner while
/// the kept session is resumed.
struct AppCoordinatorView: View {
  let coordinator: AppCoordinator

  var body: some View {
    Group {
      if let main = coordinator.main {
        MainCoordinatorView(coordinator: main)
      } else if let login = coordinator.login {
        LoginView(viewModel: login)
      } else {
        ProgressView()
      }
    }
    .task { await coordinator.start() }
  }
}
