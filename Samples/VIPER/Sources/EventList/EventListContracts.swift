/// What the event list presenter tells its view to show.
@MainActor
protocol EventListViewInterface: AnyObject {
  func showLoading()
  func showError(_ message: String)
  /// Shows the rows, and `emptyMessage` in place of them when it is not `nil`.
  func showEvents(_ rows: [EventListRowViewModel], emptyMessage: String?)
  func endRefreshing()
}

/// What the event list view tells its presenter the user did.
@MainActor
protocol EventListPresenterInterface: AnyObject {
  func viewDidLoad()
  func didTapRetry()
  func didPullToRefresh()
  func didChangeSearchText(_ text: String)
  func didChangeOpenOnly(_ isOn: Bool)
  func didSelectEvent(id: Int)
}

/// The event list use cases: load, filter and keep the technician's events current.
@MainActor
protocol EventListInteractorInput: AnyObject {
  func loadEvents()
  func startLiveUpdates()
  func filterEvents(by filter: EventFilter)
  /// Loads one event again after another module changed it.
  func reloadEvent(id: Int)
}

/// The events that pass the filter, sorted by date, each time they change.
@MainActor
protocol EventListInteractorOutput: AnyObject {
  func didLoadEvents(_ events: [EventListItem])
  func didFailToLoadEvents()
  /// The events changed without a load: a live change, a reloaded event or a new filter.
  func didUpdateEvents(_ events: [EventListItem])
}

/// Where the event list module navigates.
@MainActor
protocol EventListRouterInterface: AnyObject {
  func showEventDetail(eventID: Int, output: EventDetailModuleOutput)
}
