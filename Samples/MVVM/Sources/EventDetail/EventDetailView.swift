import HeadlessSwiftUI
import ServiceKit

/// One event, with what a technician does about it: call, open the customer, navigate, report;
/// or, once the server removed it, the way back to the list.
struct EventDetailView: View {
  @State private var viewModel: EventDetailViewModel
  @State private var isReporting = false
  @Environment(\.openURL) private var openURL
  @Environment(\.dismiss) private var dismiss

  init(viewModel: EventDetailViewModel) {
    _viewModel = State(initialValue: viewModel)
  }

  var body: some View {
    Group {
      if viewModel.isRemoved {
        Form {
          Text("This event has been removed.").accessibilityIdentifier("eventRemoved")
          Button("Back to list") { dismiss() }
            .accessibilityIdentifier("backToList")
        }
      } else {
        LoadStateView(state: viewModel.state, retry: viewModel.load) { event in
          Form {
            Text(event.name)
            Text(event.address)
            Text(event.date)
            Text(event.description)
            Text(event.status).accessibilityIdentifier("status")
            Button(event.contactTitle) { if let url = event.callURL { openURL(url) } }
              .accessibilityIdentifier("contact")
            NavigationLink(event.customerTitle, value: event.customerID)
              .accessibilityIdentifier("customer")
            Button("Show on map") { if let url = event.mapURL { openURL(url) } }
              .accessibilityIdentifier("location")
            Button("Report status") { isReporting = true }
              .accessibilityIdentifier("reportStatus")
          }
          .navigationTitle(event.name)
        }
      }
    }
    .navigationDestination(for: Customer.ID.self) { customerID in
      CustomerDetailView(viewModel: viewModel.customerViewModel(for: customerID))
    }
    .sheet(isPresented: $isReporting) {
      ReportView(viewModel: viewModel.reportViewModel())
    }
    .task { await viewModel.load() }
    .task { await viewModel.observeLiveChanges() }
  }
}
