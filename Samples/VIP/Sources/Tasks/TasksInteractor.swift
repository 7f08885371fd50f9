import Foundation
import ServiceKit
import SpecRules

/// What the Tasks view controller asks of the scene's business logic.
@MainActor
protocol TasksBusinessLogic {
  func fetchEvents(request: Tasks.FetchEvents.Request)
  func filterEvents(request: Tasks.FilterEvents.Request)
  func showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request)
}

/// What the Tasks scene keeps for the scenes it opens, the events shown in their order, and what the report's
/// router passes back: the event a sent report updated, and the report while it is sent.
@MainActor
protocol TasksDataStore {
  var events: [ServiceEvent] { get }
  var updatedEvent: ServiceEvent? { get set }
  var reportBeingSent: StatusReport? { get set }
}

/// Owns the technician's events: loads them, keeps them sorted and current with live changes, and filters them.
@MainActor
final class TasksInteractor: TasksBusinessLogic, TasksDataStore {
  var presenter: TasksPresentationLogic?
  /// The events shown: those that pass the filter, sorted by date.
  private(set) var events: [ServiceEvent] = []
  /// Passed in by the report's router; shown, then cleared, when the list comes back into view.
  var updatedEvent: ServiceEvent?
  /// Passed in by the report's router when Send is tapped, and cleared by it when the send ends.
  var reportBeingSent: StatusReport?
  private let worker: any TasksWorkerLogic
  /// Every event, sorted by date; `nil` until the first load succeeds, so that live changes have a list to apply to.
  private var allEvents: [ServiceEvent]?
  private var searchText = ""
  private var isOpenOnly = false
  private var liveUpdates: Task<Void, Never>?

  init(worker: any TasksWorkerLogic) {
    self.worker = worker
  }

  /// The scene is released on logout, which ends the subscription so that the old session hears nothing more.
  isolated deinit {
    liveUpdates?.cancel()
  }

  /// Once events are shown they stay in view while the next load runs.
  func fetchEvents(request: Tasks.FetchEvents.Request) {
    startLiveUpdates()
    if allEvents == nil {
      presenter?.presentFetchEvents(response: .loading)
    }
    Task {
      do {
        allEvents = try await worker.fetchEvents().sorted(by: isListedBefore)
        filter()
        presenter?.presentFetchEvents(response: .events(events))
      } catch {
        presenter?.presentFetchEvents(response: .failure)
      }
    }
  }

  func filterEvents(request: Tasks.FilterEvents.Request) {
    searchText = request.searchText
    isOpenOnly = request.isOpenOnly
    guard allEvents != nil else { return }
    filter()
    presenter?.presentFilterEvents(response: Tasks.FilterEvents.Response(events: events))
  }

  /// The list does not wait for the server's answer or its echo: the event the report's router passed back takes
  /// its place in the list here, with no load, and so does the report being sent.
  func showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request) {
    let updatedEvent = self.updatedEvent
    self.updatedEvent = nil
    guard var allEvents else { return }
    if let updatedEvent {
      allEvents.place(updatedEvent)
    }
    self.allEvents = allEvents
    filter()
    presenter?.presentShowUpdatedEvent(response: Tasks.ShowUpdatedEvent.Response(events: events))
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
      allEvents.place(event)
    case .removed(let id):
      allEvents.removeAll { $0.id == id }
    }
    self.allEvents = allEvents
    filter()
    presenter?.presentFetchEvents(response: .events(events))
  }

  /// Name, customer or address contains the search text, ignoring case, diacritics and surrounding spaces.
  private func filter() {
    events = (allEvents ?? []).map { $0.shown(whileSending: reportBeingSent) }
      .filter(EventSearch(text: searchText, openOnly: isOpenOnly).keeps)
  }
}
