import Foundation
import HeadlessSwiftUI
import ServiceKit
import SpecRules

/// One event, loaded from the server, with what a technician does about it: call, open the customer, navigate, report.
struct EventDetailView: View {
  let eventID: ServiceEvent.ID
  @Environment(AppModel.self) private var model
  @Environment(\.openURL) private var openURL
  /// The event as loaded, or as the last report sent changed it; `nil` while it loads.
  @State private var event: ServiceEvent?
  @State private var didFailToLoad = false
  @State private var isReporting = false

  var body: some View {
    Group {
      if let event {
        Form {
          Text(event.name)
          Text(event.address)
          Text(DisplayDate.dateAndTime(event.date))
          Text(event.description)
          Text(event.isCompleted ? "Completed" : "Open").accessibilityIdentifier("status")
          Button("Contact: \(event.contact.name)") { open(.phoneCall(to: event.contact.phone)) }
            .accessibilityIdentifier("contact")
          NavigationLink("Customer: \(event.customerName)", value: event.customerID)
            .accessibilityIdentifier("customer")
          Button("Show on map") { open(.maps(showing: event.location, named: event.name)) }
            .accessibilityIdentifier("location")
          Button("Report status") { isReporting = true }
            .accessibilityIdentifier("reportStatus")
        }
        .navigationTitle(event.name)
      } else if didFailToLoad {
        Text("Could not load the event.")
        Button("Retry") {
          didFailToLoad = false
          Task { await load() }
        }
        .accessibilityIdentifier("retry")
      } else {
        ProgressView()
      }
    }
    .navigationDestination(for: Customer.ID.self) { customerID in
      CustomerDetailView(customerID: customerID)
    }
    .sheet(isPresented: $isReporting) {
      ReportView(eventID: eventID, event: $event)
    }
    .task { await load() }
  }

  private func load() async {
    do {
      event = try await model.backend.event(id: eventID)
    } catch {
      didFailToLoad = true
    }
  }

  private func open(_ url: URL?) {
    if let url {
      openURL(url)
    }
  }

  /// The date and time in UTC, e.g. `24.11.2026 08:00`.
}
