import HeadlessSwiftUI

/// The logged-in technician's tabs: Tasks, with its flow, and Account.
struct MainView: View {
  let tasks: TasksFlowCoordinator
  let account: AccountViewModel

  var body: some View {
    TabView {
      TasksFlowView(coordinator: tasks)
        .tabItem { Label("Tasks", systemImage: "list.bullet") }
      AccountView(viewModel: account)
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}
