import Foundation
import HeadlessSwiftUI
import ServiceKit
import SpecRules

/// The Tasks tab: the session's events, searched and filtered, which pushes an event's detail.
struct EventListView: View {
  @Environment(AppModel.self) private var model
  @State private var searchText = ""
  @State private var isOpenOnly = false

  var body: some View {
    VStack {
      Toggle("Open only", isOn: $isOpenOnly)
        .accessibilityIdentifier("openOnly")
      if let events = model.events {
        let shown = shownEvents(of: events)
        List(shown) { event in
          NavigationLink(value: event) {
            EventRowView(event: event)
          }
          .accessibilityIdentifier("event.\(event.id)")
        }
        .accessibilityIdentifier("events")
        .refreshable { await model.loadEvents() }
        .overlay {
          if shown.isEmpty {
            Text("No events found.").accessibilityIdentifier("emptyState")
          }
        }
      } else if model.eventsDidFailToLoad {
        Text("Could not load events.")
        Button("Retry") { Task { await model.loadEvents() } }
          .accessibilityIdentifier("retry")
      } else {
        ProgressView()
      }
    }
    .navigationTitle("Tasks")
    .searchable(text: $searchText)
    .navigationDestination(for: ServiceEvent.self) { event in
      EventDetailView(eventID: event.id)
    }
    .task {
      // The events are the session's and live updates keep them current: coming back to the
      // tab shows them as they are, without loading them again.
      if model.events == nil {
        await model.loadEvents()
      }
    }
  }

  /// The events that match the search text and the open-only toggle, in the order they are listed.
  private func shownEvents(of events: [ServiceEvent]) -> [ServiceEvent] {
    events.filter(EventSearch(text: searchText, openOnly: isOpenOnly).keeps)
  }
}
