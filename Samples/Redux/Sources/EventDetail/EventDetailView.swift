import HeadlessSwiftUI
import ServiceKit
import SpecRules

/// The event detail: the event's texts, and buttons to call, open the customer or the map, and report.
struct EventDetailView: View {
  let eventID: ServiceEvent.ID
  @Environment(Store.self) private var store
  @Environment(\.openURL) private var openURL

  var body: some View {
    let reportBeingSent = store.select(\.reportBeingSent).state
    let event = (store.select(\.detail?.event).state ?? .loading).map { $0.shown(whileSending: reportBeingSent) }
    Group {
      if store.select(\.detail?.isRemoved).state == true {
        removed
      } else {
        details(event)
      }
    }
    .navigationTitle(event.value?.name ?? "")
    .sheet(
      item: Binding(
        get: { store.select(\.navigation.sheet).state },
        set: { _ in store.dispatch(.report(.closed)) })
    ) { sheet in
      switch sheet {
      case .report(let eventID): ReportView(eventID: eventID)
      }
    }
  }

  private var removed: some View {
    VStack {
      Text("This event has been removed.").accessibilityIdentifier("eventRemoved")
      Button("Back to list") { store.dispatch(.eventDetail(.backToListTapped)) }
        .accessibilityIdentifier("backToList")
    }
  }

  private func details(_ event: Loadable<ServiceEvent>) -> some View {
    LoadableView(
      event, failureMessage: "Could not load the event.",
      retry: { store.dispatch(.eventDetail(.retryTapped(eventID))) }
    ) { event in
      VStack(alignment: .leading) {
        Text(event.name)
        Text(event.address)
        Text(DisplayDate.dateAndTime(event.date))
        Text(event.description)
        Text(event.isCompleted ? "Completed" : "Open").accessibilityIdentifier("status")
        Button("Contact: \(event.contact.name)") {
          if let url = URL.call(event.contact) { openURL(url) }
        }
        .accessibilityIdentifier("contact")
        Button("Customer: \(event.customerName)") { store.dispatch(.eventDetail(.customerTapped(event.customerID))) }
          .accessibilityIdentifier("customer")
        Button("Show on map") {
          if let url = URL.map(of: event.location, named: event.name) { openURL(url) }
        }
        .accessibilityIdentifier("location")
        Button("Report status") { store.dispatch(.eventDetail(.reportStatusTapped(event.id))) }
          .accessibilityIdentifier("reportStatus")
      }
    }
  }
}
