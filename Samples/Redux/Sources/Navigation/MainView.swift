import HeadlessSwiftUI

/// The main screen: the Tasks and Account tabs, each a navigation stack, bound to the navigation state.
struct MainView: View {
  @Environment(Store.self) private var store

  var body: some View {
    TabView(
      selection: Binding(
        get: { store.select(\.navigation.tab).state },
        set: { store.dispatch(.navigation(.tabSelected($0))) })
    ) {
      NavigationStack(
        path: Binding(
          get: { store.select(\.navigation.path).state },
          set: { store.dispatch(.navigation(.pathChanged($0))) })
      ) {
        TasksView()
          .navigationDestination(for: NavigationState.Route.self) { route in
            switch route {
            case .event(let id): EventDetailView(eventID: id)
            case .customer(let id): CustomerView(customerID: id)
            }
          }
      }
      .tabItem { Label("Tasks", systemImage: "list.bullet") }
      .tag(NavigationState.Tab.tasks)

      NavigationStack {
        AccountView()
      }
      .tabItem { Label("Account", systemImage: "person") }
      .tag(NavigationState.Tab.account)
    }
  }
}
