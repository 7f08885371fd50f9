import Foundation
import HeadlessUIKit
import ServiceKit
import SpecRules

/// Lists the technician's events under the search text and the open-only switch, keeps them current
/// with the server's live changes, and opens the one tapped.
final class TasksViewController: ViewController, TableViewDataSource, TableViewDelegate, SearchBarDelegate {
  private let backend: any Backend
  /// Every event, sorted by date, earliest first.
  private var events: [ServiceEvent] = []
  /// The rows: `events` under the search text and the switch.
  private var shownEvents: [ServiceEvent] = []
  private var liveUpdates: Task<Void, Never>?
  private let searchBar = SearchBar()
  private let openOnlySwitch = Switch()
  private let loadingStateView = LoadingStateView()
  private let tableView = TableView()
  private let refreshControl = RefreshControl()
  private let emptyStateLabel = Label(text: "No events found.")

  init(backend: any Backend) {
    self.backend = backend
    super.init()
    title = "Tasks"
  }

  /// A logged-out app hears nothing more: the window released this controller with the tab bar.
  deinit {
    liveUpdates?.cancel()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar.placeholder = "Search"
    searchBar.delegate = self
    openOnlySwitch.accessibilityLabel = "Open only"
    openOnlySwitch.accessibilityIdentifier = "openOnly"
    openOnlySwitch.addAction(Action { [weak self] _ in self?.showEvents() }, for: .valueChanged)
    loadingStateView.retryButton.addAction(Action { [weak self] _ in self?.loadEvents() }, for: .touchUpInside)
    refreshControl.addAction(Action { [weak self] _ in self?.refresh() }, for: .valueChanged)
    emptyStateLabel.accessibilityIdentifier = "emptyState"
    emptyStateLabel.isHidden = true
    tableView.accessibilityIdentifier = "events"
    tableView.refreshControl = refreshControl
    tableView.backgroundView = emptyStateLabel
    tableView.register(EventCell.self, forCellReuseIdentifier: EventCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(searchBar)
    view.addSubview(openOnlySwitch)
    view.addSubview(loadingStateView)
    view.addSubview(tableView)
    startLiveUpdates()
    loadEvents()
  }

  /// The first load and Retry: the spinner instead of the table until the events arrive.
  private func loadEvents() {
    loadingStateView.showLoading()
    tableView.isHidden = true
    Task { await reload() }
  }

  /// Pull to refresh: the table stays as it is under its refresh control until the events arrive.
  private func refresh() {
    Task {
      await reload()
      refreshControl.endRefreshing()
    }
  }

  private func reload() async {
    do {
      events = try await backend.events().sorted(by: isListedBefore)
      loadingStateView.hide()
      tableView.isHidden = false
      showEvents()
    } catch {
      loadingStateView.showError("Could not load events.")
      tableView.isHidden = true
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

  /// Applies a change the server made, or a report this app sent, keeping the events sorted.
  private func apply(_ change: LiveChange) {
    switch change {
    case .added(let event), .updated(let event):
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
    showEvents()
  }

  /// Filters the events by the search text, ignoring case, diacritics and surrounding spaces, and by the
  /// switch, then shows them.
  private func showEvents() {
    shownEvents = events.filter(EventSearch(text: searchBar.text, openOnly: openOnlySwitch.isOn).keeps)
    emptyStateLabel.isHidden = !shownEvents.isEmpty
    tableView.reloadData()
  }

  // MARK: SearchBarDelegate

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    showEvents()
  }

  // MARK: TableViewDataSource

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    shownEvents.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: EventCell.reuseIdentifier) as! EventCell
    let event = shownEvents[row]
    cell.accessibilityIdentifier = "event.\(event.id)"
    cell.dateLabel.text = DisplayDate.dayAndMonth(event.date)
    cell.nameLabel.text = event.name
    cell.addressLabel.text = event.address
    cell.customerLabel.text = event.customerName
    cell.statusLabel.text = event.isCompleted ? "Completed" : nil
    return cell
  }

  // MARK: TableViewDelegate

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    let detail = EventDetailViewController(eventID: shownEvents[row].id, backend: backend)
    // A sent report changes the event on the server without a live change; the list shows it at once.
    detail.onReportChange = { [weak self] event in self?.apply(.updated(event)) }
    navigationController?.pushViewController(detail, animated: true)
  }
}
