import CleanDomain
import HeadlessSwiftUI

/// The logged-in app: the Tasks and Account tabs.
struct MainView: View {
  let technician: Technician
  let factory: any ViewModelFactory
  let onLoggedOut: () -> Void

  var body: some View {
    TabView {
      TasksView(viewModel: factory.makeTasksViewModel(), factory: factory)
        .tabItem { Label("Tasks", systemImage: "list.bullet") }
      AccountView(viewModel: factory.makeAccountViewModel(technician: technician, onLoggedOut: onLoggedOut))
        .tabItem { Label("Account", systemImage: "person") }
    }
  }
}
