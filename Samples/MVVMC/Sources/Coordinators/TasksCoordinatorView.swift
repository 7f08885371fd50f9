import HeadlessSwiftUI

/// The Tasks tab: the coordinator's path as a navigation stack, each route shown with the view
/// model the coordinator keeps for it, and its report form as a sheet.
struct TasksCoordinatorView: View {
  @Bindable var coordinator: TasksCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      EventListView(viewModel: coordinator.eventList)
        .navigationDestination(for: TasksRoute.self) { route in
          switch route {
          case .eventDetail(let eventID):
            if let detail = coordinator.eventDetails[eventID] {
              EventDetailView(viewModel: detail)
            }
          case .customer(let customerID):
            if let customer = coordinator.customers[customerID] {
              CustomerDetailView(viewModel: customer)
            }
          }
        }
    }
    .sheet(item: $coordinator.presentedReport) { report in
      ReportView(viewModel: report)
    }
  }
}
