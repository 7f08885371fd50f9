import HeadlessSwiftUI

/// The Tasks tab: the coordinator's path as a navigation stack, and its report form as a sheet.
struct TasksCoordinatorView: View {
  @Bindable var coordinator: TasksCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      EventListView(viewModel: coordinator.eventList)
        .navigationDestination(for: TasksRoute.self) { route in
          coordinator.view(for: route)
        }
    }
    .sheet(item: $coordinator.presentedReport) { report in
      ReportView(viewModel: report)
    }
  }
}
