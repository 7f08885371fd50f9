import HeadlessSwiftUI

/// The app's window: what its flow shows, the login form or the logged-in technician's tabs, and a
/// spinner while the flow resumes the kept session.
public struct RootView: View {
  let coordinator: AppFlowCoordinator

  public init(coordinator: AppFlowCoordinator) {
    self.coordinator = coordinator
  }

  public var body: some View {
    Group {
      switch coordinator.screen {
      case .login(let viewModel)?:
        LoginView(viewModel: viewModel)
      case .main(let tasks, let account)?:
        MainView(tasks: tasks, account: account)
      case nil:
        ProgressView()
      }
    }
    .task { await coordinator.start() }
  }
}
