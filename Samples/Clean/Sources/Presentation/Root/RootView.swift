import HeadlessSwiftUI

/// The app's window: what its flow shows, the login form or the logged-in technician's tabs.
public struct RootView: View {
  let coordinator: AppFlowCoordinator

  public init(coordinator: AppFlowCoordinator) {
    self.coordinator = coordinator
  }

  public var body: some View {
    switch coordinator.screen {
    case .login(let viewModel)?:
      LoginView(viewModel: viewModel)
    case .main(let tasks, let account)?:
      MainView(tasks: tasks, account: account)
    case nil:
      EmptyView()
    }
  }
}
