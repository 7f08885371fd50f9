import Foundation
import ServiceKit

/// Owns the technician's events: loads them, keeps them sorted and current with live changes, and filters them.
@MainActor
final class EventListInteractor: EventListInteractorInput {
  weak var output: EventListInteractorOutput?
  private let backend: any Backend
  /// Sorted by date; `nil` until the first load succeeds, so that live changes have a list to apply to.
  private var events: [ServiceEvent]?
  private var filter = EventFilter()
  private var liveUpdates: Task<Void, Never>?

  init(backend: any Backend) {
    self.backend = backend
  }

  /// The module is released on logout, which ends the subscription so that the old session hears nothing more.
  isolated deinit {
    liveUpdates?.cancel()
  }

  func loadEvents() {
    Task {
      do {
        events = try await backend.events().sorted(by: Self.isOrderedBefore)
        output?.didLoadEvents(filteredItems())
      } catch {
        output?.didFailToLoadEvents()
      }
    }
  }

  func startLiveUpdates() {
    guard liveUpdates == nil else { return }
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  func filterEvents(by filter: EventFilter) {
    self.filter = filter
    guard events != nil else { return }
    output?.didUpdateEvents(filteredItems())
  }

  func reloadEvent(id: Int) {
    Task {
      guard let event = try? await backend.event(id: id) else { return }
      apply(.updated(event))
    }
  }

  // MARK: Business rules

  private func apply(_ change: LiveChange) {
    guard var events else { return }
    switch change {
    case .added(let event), .updated(let event):
      events.removeAll { $0.id == event.id }
      let index = events.firstIndex { Self.isOrderedBefore(event, $0) } ?? events.endIndex
      events.insert(event, at: index)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    self.events = events
    output?.didUpdateEvents(filteredItems())
  }

  /// Name, customer or address contains the search text, ignoring case, diacritics and surrounding spaces.
  private func filteredItems() -> [EventListItem] {
    let query = filter.searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    return (events ?? [])
      .filter { event in
        guard !filter.openOnly || !event.isCompleted else { return false }
        return query.isEmpty
          || [event.name, event.customerName, event.address].contains {
            $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
          }
      }
      .map { event in
        EventListItem(
          id: event.id, name: event.name, address: event.address, customerName: event.customerName,
          date: event.date, isCompleted: event.isCompleted)
      }
  }

  /// By date; events at the same time by id, so that the order does not depend on the server's.
  private static func isOrderedBefore(_ lhs: ServiceEvent, _ rhs: ServiceEvent) -> Bool {
    (lhs.date, lhs.id) < (rhs.date, rhs.id)
  }
}
