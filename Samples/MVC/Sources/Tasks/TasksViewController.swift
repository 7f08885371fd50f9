import Foundation
import HeadlessUIKit
import ServiceKit
import SpecRules

/// Lists the technician's events under the search text and the open-only switch, and opens the one tapped.
final class TasksViewController: ViewController, TableViewDataSource, TableViewDelegate, SearchBarDelegate,
  EventStoreDelegate
{
  let tasksView = TasksView()
  private(set) var loadTask: Task<Void, Never>?
  private let eventStore: EventStore
  private let backend: any Backend
  private var shownEvents: [ServiceEvent] = []

  init(eventStore: EventStore, backend: any Backend) {
    self.eventStore = eventStore
    self.backend = backend
    super.init()
    title = "Tasks"
  }

  override func loadView() {
    view = tasksView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    eventStore.delegate = self
    tasksView.searchBar.delegate = self
    tasksView.tableView.dataSource = self
    tasksView.tableView.delegate = self
    tasksView.tableView.register(EventCell.self, forCellReuseIdentifier: EventCell.reuseIdentifier)
    tasksView.openOnlySwitch.addAction(Action { [weak self] _ in self?.showEvents() }, for: .valueChanged)
    tasksView.refreshControl.addAction(Action { [weak self] _ in self?.refresh() }, for: .valueChanged)
    tasksView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.loadEvents() }, for: .touchUpInside)
    loadEvents()
  }

  private func loadEvents() {
    tasksView.loadingStateView.showLoading()
    tasksView.tableView.isHidden = true
    loadTask = Task { await reload() }
  }

  private func refresh() {
    loadTask = Task {
      await reload()
      tasksView.refreshControl.endRefreshing()
    }
  }

  private func reload() async {
    do {
      try await eventStore.reload()
      tasksView.loadingStateView.hide()
      tasksView.tableView.isHidden = false
    } catch {
      tasksView.loadingStateView.showError("Could not load events.")
      tasksView.tableView.isHidden = true
    }
  }

  private func showEvents() {
    shownEvents = eventStore.events(matching: tasksView.searchBar.text, openOnly: tasksView.openOnlySwitch.isOn)
    tasksView.emptyStateLabel.isHidden = !shownEvents.isEmpty
    tasksView.tableView.reloadData()
  }

  // MARK: EventStoreDelegate

  func eventStoreDidChange(_ store: EventStore) {
    showEvents()
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
    let detail = EventDetailViewController(eventID: shownEvents[row].id, backend: backend, eventStore: eventStore)
    navigationController?.pushViewController(detail, animated: true)
  }
}
