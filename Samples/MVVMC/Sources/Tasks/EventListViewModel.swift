import Foundation
import Observation
import ServiceKit
import SpecRules

/// The technician's events, searched and filtered, kept current with the server's live changes.
@MainActor
@Observable
final class EventListViewModel {
  var searchText = ""
  var isOpenOnly = false
  /// All the events, earliest first.
  private var events: LoadState<[ServiceEvent]> = .loading
  private let backend: any Backend
  private let onSelectEvent: (ServiceEvent.ID) -> Void

  init(backend: any Backend, onSelectEvent: @escaping (ServiceEvent.ID) -> Void) {
    self.backend = backend
    self.onSelectEvent = onSelectEvent
  }

  /// The rows of the events that match the search text and the open-only switch.
  var rows: LoadState<[EventRow]> {
    let search = EventSearch(text: searchText, openOnly: isOpenOnly)
    return events.map { events in
      events
        .filter(search.keeps)
        .map(EventRow.init(event:))
    }
  }

  /// Loads the events; the first time, and after a failure, it shows the spinner instead of the rows.
  func load() async {
    if events.value == nil {
      events = .loading
    }
    do {
      events = .loaded(try await backend.events().sorted(by: isListedBefore))
    } catch {
      events = .failed(message: "Could not load events.")
    }
  }

  /// Applies the server's changes until cancelled; the view runs it for as long as the list is shown.
  func observeLiveChanges() async {
    for await change in backend.liveChanges() {
      apply(change)
    }
  }

  func select(_ row: EventRow) {
    onSelectEvent(row.id)
  }

  /// Applies a change to the events: one of the server's, or an event this app changed by sending a report.
  func apply(_ change: LiveChange) {
    guard var loaded = events.value else { return }
    switch change {
    case .added(let event), .updated(let event):
      loaded.place(event)
    case .removed(let id):
      loaded.removeAll { $0.id == id }
    }
    events = .loaded(loaded)
  }
}
