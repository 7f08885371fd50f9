import Foundation
import ServiceKit
import SpecRules

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
        events = try await backend.events().sorted(by: isListedBefore)
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
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    self.events = events
    output?.didUpdateEvents(filteredItems())
  }

  /// Name, customer or address contains the search text, ignoring case, diacritics and surrounding spaces.
  private func filteredItems() -> [EventListItem] {
    return (events ?? [])
      .filter(EventSearch(text: filter.searchText, openOnly: filter.openOnly).keeps)
      .map { event in
        EventListItem(
          id: event.id, name: event.name, address: event.address, customerName: event.customerName,
          date: event.date, isCompleted: event.isCompleted)
      }
  }
}
