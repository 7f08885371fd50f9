import HeadlessSwiftUI

/// One event, with what a technician does about it: call, open the customer, navigate, report.
struct EventDetailView: View {
  let viewModel: EventDetailViewModel
  @Environment(\.openURL) private var openURL

  var body: some View {
    LoadStateView(state: viewModel.state, retry: viewModel.load) { event in
      Form {
        Text(event.name)
        Text(event.address)
        Text(event.date)
        Text(event.description)
        Text(event.status).accessibilityIdentifier("status")
        Button(event.contactTitle) { if let url = event.callURL { openURL(url) } }
          .accessibilityIdentifier("contact")
        Button(event.customerTitle) { viewModel.selectCustomer() }
          .accessibilityIdentifier("customer")
        Button("Show on map") { if let url = event.mapURL { openURL(url) } }
          .accessibilityIdentifier("location")
        Button("Report status") { viewModel.reportStatus() }
          .accessibilityIdentifier("reportStatus")
      }
      .navigationTitle(event.name)
    }
    .task { await viewModel.load() }
  }
}
