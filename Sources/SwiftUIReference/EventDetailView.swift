import Foundation
import HeadlessSwiftUI
import ReferenceIntents
import ServiceKit
import SpecRules

/// One event, loaded from the server and kept current with it, with what a technician does
/// about it: call, open the customer, navigate, report.
struct EventDetailView: View {
  let eventID: ServiceEvent.ID
  @Environment(AppModel.self) private var model
  @Environment(\.openURL) private var openURL
  @Environment(\.dismiss) private var dismiss
  /// The event as loaded, as the server changed it since, or as a report sent changes it; `nil` while it loads.
  @State private var event: ServiceEvent?
  @State private var didFailToLoad = false
  @State private var isRemoved = false
  @State private var isReporting = false

  var body: some View {
    Group {
      if isRemoved {
        Text("This event has been removed.").accessibilityIdentifier("eventRemoved")
        Button("Back to list") { dismiss() }
          .accessibilityIdentifier("backToList")
      } else if let event {
        Form {
          Text(event.name)
          Text(event.address)
          Text(DisplayDate.dateAndTime(event.date))
          Text(event.description)
          Text(event.isCompleted ? "Completed" : "Open").accessibilityIdentifier("status")
          Button("Contact: \(event.contact.name)") { open(.call(event.contact)) }
            .accessibilityIdentifier("contact")
          NavigationLink("Customer: \(event.customerName)", value: event.customerID)
            .accessibilityIdentifier("customer")
          Button("Show on map") { open(.map(of: event.location, named: event.name)) }
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
    // On the group, not on the event's form, so that a removal does not take the sheet and what was typed in it away.
    .sheet(isPresented: $isReporting) {
      ReportView(eventID: eventID, event: $event)
    }
    .task {
      // Subscribed before the load, so that a change made while it runs is not missed.
      let changes = model.backend.liveChanges()
      await load()
      for await change in changes {
        apply(change)
      }
    }
  }

  /// Follows the server's changes to this event; the others are the list's.
  private func apply(_ change: LiveChange) {
    switch change {
    case .updated(let changed) where changed.id == eventID && changed != event:
      event = changed
    case .removed(eventID):
      isRemoved = true
    default:
      break
    }
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
