import HeadlessSwiftUI

/// The Tasks and Account tabs, the selected one bound to the coordinator.
struct MainCoordinatorView: View {
  @Bindable var coordinator: MainCoordinator

  var body: some View {
    TabView(selection: $coordinator.selectedTab) {
      TasksCoordinatorView(coordinator: coordinator.tasks)
        .tabItem { Label("Tasks", systemImage: "checklist") }
        .tag(MainTab.tasks)
      NavigationStack {
        AccountView(viewModel: coordinator.account)
      }
      .tabItem { Label("Account", systemImage: "person.crop.circle") }
      .tag(MainTab.account)
    }
  }
}
