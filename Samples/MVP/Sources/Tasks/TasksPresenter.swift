import Foundation
import ServiceKit
import SpecRules

/// Loads the technician's events, keeps them current with live changes, filters them, and decides the rows shown.
@MainActor
final class TasksPresenter: EventDetailPresenterDelegate {
  weak var view: TasksView?
  private(set) var loadTask: Task<Void, Never>?
  private let backend: any Backend
  /// Sorted by date; `nil` until loaded and after a failed load.
  private var events: [ServiceEvent]?
  private var shownEvents: [ServiceEvent] = []
  private var searchText = ""
  private var isOpenOnly = false
  private var liveUpdates: Task<Void, Never>?

  init(backend: any Backend) {
    self.backend = backend
  }

  /// Logout releases the whole tab bar, and with it this presenter, so this is where live updates end.
  deinit {
    liveUpdates?.cancel()
  }

  func viewDidLoad() {
    startLiveUpdates()
    reload()
  }

  func didTapRetry() {
    reload()
  }

  func didPullToRefresh() {
    loadTask = Task {
      await loadEvents()
      view?.endRefreshing()
    }
  }

  func didChangeSearchText(_ text: String) {
    searchText = text
    showEvents()
  }

  func didChangeOpenOnly(_ isOn: Bool) {
    isOpenOnly = isOn
    showEvents()
  }

  func didSelectRow(at index: Int) {
    view?.showEventDetail(for: shownEvents[index].id)
  }

  // MARK: EventDetailPresenterDelegate

  func eventDetailPresenter(_ presenter: EventDetailPresenter, didUpdate event: ServiceEvent) {
    apply(.updated(event))
  }

  // MARK: Loading

  private func reload() {
    view?.showLoading()
    loadTask = Task { await loadEvents() }
  }

  private func loadEvents() async {
    do {
      events = try await backend.events().sorted(by: isListedBefore)
      showEvents()
    } catch {
      events = nil
      view?.showLoadingError("Could not load events.")
    }
  }

  private func startLiveUpdates() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Keeps the events sorted. Without loaded events a change is dropped: the next load brings the server's state.
  private func apply(_ change: LiveChange) {
    guard var events else { return }
    switch change {
    case .added(let event), .updated(let event):
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    self.events = events
    showEvents()
  }

  // MARK: Filtering and formatting

  private func showEvents() {
    guard let events else { return }
    shownEvents = events.filter(EventSearch(text: searchText, openOnly: isOpenOnly).keeps)
    view?.showEvents(shownEvents.map(Self.row), emptyMessage: shownEvents.isEmpty ? "No events found." : nil)
  }

  private static func row(for event: ServiceEvent) -> EventRowViewData {
    EventRowViewData(
      id: event.id, date: DisplayDate.dayAndMonth(event.date), name: event.name, address: event.address,
      customer: event.customerName, status: event.isCompleted ? "Completed" : nil)
  }
}
