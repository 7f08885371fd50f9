import HeadlessSwiftUI

/// The Tasks tab as its flow has it: the path as a navigation stack over the list, the report form as a sheet.
struct TasksFlowView: View {
  @Bindable var coordinator: TasksFlowCoordinator

  var body: some View {
    NavigationStack(path: $coordinator.path) {
      TasksView(viewModel: coordinator.list)
        .navigationDestination(for: TasksRoute.self) { route in
          switch route {
          case .eventDetails(let viewModel):
            EventDetailView(viewModel: viewModel)
          case .customerDetails(let viewModel):
            CustomerView(viewModel: viewModel)
          }
        }
    }
    .sheet(item: $coordinator.reportForm) { reportForm in
      ReportView(viewModel: reportForm)
    }
  }
}
