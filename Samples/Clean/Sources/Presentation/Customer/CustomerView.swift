import HeadlessSwiftUI

/// One customer, with ways to call them and find them.
struct CustomerView: View {
  let viewModel: CustomerViewModel
  @Environment(\.openURL) private var openURL

  var body: some View {
    LoadingStateView(viewModel.state, retry: { Task { await viewModel.load() } }) { item in
      VStack(alignment: .leading) {
        Text(item.name)
        Text(item.address)
        Button(item.contactTitle) { open(item.callURL) }.accessibilityIdentifier("contact")
        Button("Show on map") { open(item.mapURL) }.accessibilityIdentifier("location")
      }
      .navigationTitle(item.name)
    }
    .task { await viewModel.load() }
  }

  private func open(_ url: URL?) {
    if let url {
      openURL(url)
    }
  }
}
