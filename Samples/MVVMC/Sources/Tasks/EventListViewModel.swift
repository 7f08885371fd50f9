import Foundation
import Observation
import ServiceKit

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
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    return events.map { events in
      events
        .filter { event in
          (!isOpenOnly || !event.isCompleted) && (query.isEmpty || Self.event(event, contains: query))
        }
        .map(EventRow.init(event:))
    }
  }

  /// Loads the events; the first time, and after a failure, it shows the spinner instead of the rows.
  func load() async {
    if events.value == nil {
      events = .loading
    }
    do {
      events = .loaded(try await backend.events().sorted(by: Self.isEarlier))
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
      loaded.removeAll { $0.id == event.id }
      loaded.insert(event, at: loaded.firstIndex { Self.isEarlier(event, $0) } ?? loaded.endIndex)
    case .removed(let id):
      loaded.removeAll { $0.id == id }
    }
    events = .loaded(loaded)
  }

  private static func event(_ event: ServiceEvent, contains query: String) -> Bool {
    [event.name, event.customerName, event.address].contains {
      $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  /// By date; events at the same time by id, so that the order does not depend on the server's.
  private static func isEarlier(_ lhs: ServiceEvent, _ rhs: ServiceEvent) -> Bool {
    (lhs.date, lhs.id) < (rhs.date, rhs.id)
  }
}
