import Foundation
import SpecRules

/// Turns the list's view events into use cases and the events it gets back into rows, empty and error states.
@MainActor
final class EventListPresenter: EventListPresenterInterface, EventListInteractorOutput, EventDetailModuleOutput {
  private weak var view: EventListViewInterface?
  private let interactor: EventListInteractorInput
  private let router: EventListRouterInterface
  private var filter = EventFilter()
  private var isRefreshing = false
  /// The events shown, kept to show them again when an event's completion is shown or taken back.
  private var events: [EventListItem] = []
  /// Events a report being sent completes, shown completed before the server's copy says so.
  private var completingIDs: Set<Int> = []

  init(view: EventListViewInterface, interactor: EventListInteractorInput, router: EventListRouterInterface) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  // MARK: EventListPresenterInterface

  func viewDidLoad() {
    view?.showLoading()
    interactor.startLiveUpdates()
    interactor.loadEvents()
  }

  func didTapRetry() {
    view?.showLoading()
    interactor.loadEvents()
  }

  /// The refresh control shows its own spinner, so the rows stay in view.
  func didPullToRefresh() {
    isRefreshing = true
    interactor.loadEvents()
  }

  func didChangeSearchText(_ text: String) {
    filter.searchText = text
    interactor.filterEvents(by: filter)
  }

  func didChangeOpenOnly(_ isOn: Bool) {
    filter.openOnly = isOn
    interactor.filterEvents(by: filter)
  }

  func didSelectEvent(id: Int) {
    router.showEventDetail(eventID: id, output: self)
  }

  // MARK: EventListInteractorOutput

  func didLoadEvents(_ events: [EventListItem]) {
    show(events)
    endRefreshing()
  }

  func didFailToLoadEvents() {
    view?.showError("Could not load events.")
    endRefreshing()
  }

  func didUpdateEvents(_ events: [EventListItem]) {
    show(events)
  }

  // MARK: EventDetailModuleOutput

  func eventDetailModuleDidChangeEvent(id: Int) {
    interactor.reloadEvent(id: id)
  }

  func eventDetailModuleIsCompletingEvent(id: Int) {
    completingIDs.insert(id)
    show(events)
  }

  func eventDetailModuleDidFailToCompleteEvent(id: Int) {
    completingIDs.remove(id)
    show(events)
  }

  // MARK: Formatting

  private func show(_ events: [EventListItem]) {
    self.events = events
    completingIDs.subtract(events.filter(\.isCompleted).map(\.id))
    let rows = events.map { event in
      EventListRowViewModel(
        id: event.id, date: DisplayDate.dayAndMonth(event.date), name: event.name, address: event.address,
        customerName: event.customerName,
        status: event.isCompleted || completingIDs.contains(event.id) ? "Completed" : nil)
    }
    view?.showEvents(rows, emptyMessage: rows.isEmpty ? "No events found." : nil)
  }

  private func endRefreshing() {
    guard isRefreshing else { return }
    isRefreshing = false
    view?.endRefreshing()
  }
}
