import Foundation
import HeadlessSwiftUI
import ReferenceIntents
import ServiceKit

/// One customer, loaded from the server, with a call and a map.
struct CustomerDetailView: View {
  let customerID: Customer.ID
  @Environment(AppModel.self) private var model
  @Environment(\.openURL) private var openURL
  /// The customer as loaded; `nil` while it loads.
  @State private var customer: Customer?
  @State private var didFailToLoad = false

  var body: some View {
    Group {
      if let customer {
        Form {
          Text(customer.name)
          Text(customer.address)
          Button("Contact: \(customer.contact.name)") { open(.call(customer.contact)) }
            .accessibilityIdentifier("contact")
          Button("Show on map") { open(.map(of: customer.location, named: customer.name)) }
            .accessibilityIdentifier("location")
        }
        .navigationTitle(customer.name)
      } else if didFailToLoad {
        Text("Could not load the customer.")
        Button("Retry") {
          didFailToLoad = false
          Task { await load() }
        }
        .accessibilityIdentifier("retry")
      } else {
        ProgressView()
      }
    }
    .task { await load() }
  }

  private func load() async {
    do {
      customer = try await model.backend.customer(id: customerID)
    } catch {
      didFailToLoad = true
    }
  }

  private func open(_ url: URL?) {
    if let url {
      openURL(url)
    }
  }
}
