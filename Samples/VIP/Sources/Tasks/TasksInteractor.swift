import Foundation
import ServiceKit

/// What the Tasks view controller asks of the scene's business logic.
@MainActor
protocol TasksBusinessLogic {
  func fetchEvents(request: Tasks.FetchEvents.Request)
  func filterEvents(request: Tasks.FilterEvents.Request)
}

/// What the Tasks scene keeps for the scenes it opens: the events shown, in their order. The event detail
/// passes back the events it changes.
@MainActor
protocol TasksDataStore: EventDetailListener {
  var events: [ServiceEvent] { get }
}

/// Owns the technician's events: loads them, keeps them sorted and current with live changes, and filters them.
@MainActor
final class TasksInteractor: TasksBusinessLogic, TasksDataStore {
  var presenter: TasksPresentationLogic?
  /// The events shown: those that pass the filter, sorted by date.
  private(set) var events: [ServiceEvent] = []
  private let worker: TasksWorker
  /// Every event, sorted by date; `nil` until the first load succeeds, so that live changes have a list to apply to.
  private var allEvents: [ServiceEvent]?
  private var searchText = ""
  private var isOpenOnly = false
  private var liveUpdates: Task<Void, Never>?

  init(worker: TasksWorker) {
    self.worker = worker
  }

  /// The scene is released on logout, which ends the subscription so that the old session hears nothing more.
  isolated deinit {
    liveUpdates?.cancel()
  }

  func fetchEvents(request: Tasks.FetchEvents.Request) {
    startLiveUpdates()
    if !request.isRefresh {
      presenter?.presentFetchEvents(response: .loading)
    }
    Task {
      do {
        allEvents = try await worker.fetchEvents().sorted(by: Self.isOrderedBefore)
        presentEvents()
      } catch {
        presenter?.presentFetchEvents(response: .failure)
      }
    }
  }

  func filterEvents(request: Tasks.FilterEvents.Request) {
    searchText = request.searchText
    isOpenOnly = request.isOpenOnly
    guard allEvents != nil else { return }
    presentEvents()
  }

  // MARK: EventDetailListener

  func eventDetail(didUpdate event: ServiceEvent) {
    apply(.updated(event))
  }

  // MARK: Business rules

  private func startLiveUpdates() {
    guard liveUpdates == nil else { return }
    let changes = worker.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  private func apply(_ change: LiveChange) {
    guard var allEvents else { return }
    switch change {
    case .added(let event), .updated(let event):
      allEvents.removeAll { $0.id == event.id }
      let index = allEvents.firstIndex { Self.isOrderedBefore(event, $0) } ?? allEvents.endIndex
      allEvents.insert(event, at: index)
    case .removed(let id):
      allEvents.removeAll { $0.id == id }
    }
    self.allEvents = allEvents
    presentEvents()
  }

  /// Name, customer or address contains the search text, ignoring case, diacritics and surrounding spaces.
  private func presentEvents() {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    events = (allEvents ?? []).filter { event in
      guard !isOpenOnly || !event.isCompleted else { return false }
      return query.isEmpty
        || [event.name, event.customerName, event.address].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
    presenter?.presentFetchEvents(response: .events(events))
  }

  /// By date; events at the same time by id, so that the order does not depend on the server's.
  private static func isOrderedBefore(_ lhs: ServiceEvent, _ rhs: ServiceEvent) -> Bool {
    (lhs.date, lhs.id) < (rhs.date, rhs.id)
  }
}
