import HeadlessSwiftUI

/// The login screen while logged out; the main coordinator's tabs while logged in.
struct AppCoordinatorView: View {
  let coordinator: AppCoordinator

  var body: some View {
    if let main = coordinator.main {
      MainCoordinatorView(coordinator: main)
    } else if let login = coordinator.login {
      LoginView(viewModel: login)
    }
  }
}
