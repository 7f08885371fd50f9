import HeadlessSwiftUI

/// One customer, with a call and a map.
struct CustomerDetailView: View {
  let viewModel: CustomerDetailViewModel
  @Environment(\.openURL) private var openURL

  var body: some View {
    LoadStateView(state: viewModel.state, retry: viewModel.load) { customer in
      Form {
        Text(customer.name)
        Text(customer.address)
        Button(customer.contactTitle) { if let url = customer.callURL { openURL(url) } }
          .accessibilityIdentifier("contact")
        Button("Show on map") { if let url = customer.mapURL { openURL(url) } }
          .accessibilityIdentifier("location")
      }
      .navigationTitle(customer.name)
    }
    .task { await viewModel.load() }
  }
}
