import HeadlessSwiftUI

/// One event, with what a technician does about it: call, see the customer, navigate, report;
/// or, once it was removed elsewhere, the way back to the list.
struct EventDetailView: View {
  let viewModel: EventDetailViewModel
  @Environment(\.openURL) private var openURL

  var body: some View {
    Group {
      if viewModel.isRemoved {
        VStack(alignment: .leading) {
          Text("This event has been removed.").accessibilityIdentifier("eventRemoved")
          Button("Back to list") { viewModel.backToList() }.accessibilityIdentifier("backToList")
        }
      } else {
        LoadingStateView(viewModel.state, retry: { Task { await viewModel.load() } }) { item in
          VStack(alignment: .leading) {
            Text(item.name)
            Text(item.address)
            Text(item.date)
            Text(item.details)
            Text(item.status).accessibilityIdentifier("status")
            Button(item.contactTitle) { open(item.callURL) }.accessibilityIdentifier("contact")
            Button(item.customerTitle) { viewModel.selectCustomer() }.accessibilityIdentifier("customer")
            Button("Show on map") { open(item.mapURL) }.accessibilityIdentifier("location")
            Button("Report status") { viewModel.reportStatus() }.accessibilityIdentifier("reportStatus")
          }
          .navigationTitle(item.name)
        }
      }
    }
    .task { await viewModel.start() }
  }

  private func open(_ url: URL?) {
    if let url {
      openURL(url)
    }
  }
}
