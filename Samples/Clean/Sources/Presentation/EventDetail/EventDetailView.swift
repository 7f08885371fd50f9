import HeadlessSwiftUI

/// One event, with what a technician does about it: call, see the customer, navigate, report.
struct EventDetailView: View {
  @State private var viewModel: EventDetailViewModel
  private let factory: any ViewModelFactory
  @Environment(\.openURL) private var openURL

  init(viewModel: EventDetailViewModel, factory: any ViewModelFactory) {
    _viewModel = State(initialValue: viewModel)
    self.factory = factory
  }

  var body: some View {
    LoadingStateView(viewModel.state, retry: { Task { await viewModel.load() } }) { item in
      VStack(alignment: .leading) {
        Text(item.name)
        Text(item.address)
        Text(item.date)
        Text(item.details)
        Text(item.status).accessibilityIdentifier("status")
        Button(item.contactTitle) { open(item.callURL) }.accessibilityIdentifier("contact")
        NavigationLink(item.customerTitle, value: TasksRoute.customer(item.customerID))
          .accessibilityIdentifier("customer")
        Button("Show on map") { open(item.mapURL) }.accessibilityIdentifier("location")
        Button("Report status") { viewModel.isReportPresented = true }.accessibilityIdentifier("reportStatus")
      }
      .navigationTitle(item.name)
    }
    .task { await viewModel.load() }
    .sheet(isPresented: $viewModel.isReportPresented) {
      ReportView(viewModel: factory.makeReportViewModel(eventID: viewModel.eventID, onSent: viewModel.reportSent))
    }
  }

  private func open(_ url: URL?) {
    if let url {
      openURL(url)
    }
  }
}
