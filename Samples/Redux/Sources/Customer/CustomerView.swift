import HeadlessSwiftUI
import ServiceKit

/// The customer detail: name and address, and buttons to call the contact and open the map.
struct CustomerView: View {
  let customerID: Customer.ID
  @Environment(Store.self) private var store
  @Environment(\.openURL) private var openURL

  var body: some View {
    let customer = store.select(\.customer?.customer).state ?? .loading
    LoadableView(
      customer, failureMessage: "Could not load the customer.",
      retry: { store.dispatch(.customer(.retryTapped(customerID))) }
    ) { customer in
      VStack(alignment: .leading) {
        Text(customer.name)
        Text(customer.address)
        Button("Contact: \(customer.contact.name)") {
          if let url = URL.call(customer.contact) { openURL(url) }
        }
        .accessibilityIdentifier("contact")
        Button("Show on map") {
          if let url = URL.map(of: customer.location, named: customer.name) { openURL(url) }
        }
        .accessibilityIdentifier("location")
      }
    }
    .navigationTitle(customer.value?.name ?? "")
  }
}
