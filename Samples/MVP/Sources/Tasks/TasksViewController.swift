import HeadlessUIKit
import ServiceKit

/// The tasks list: forwards search, switch, pull, retry and row taps to its presenter, and shows the rows it is given.
final class TasksViewController: ViewController, TasksView, TableViewDataSource, TableViewDelegate,
  SearchBarDelegate
{
  let rootView = TasksRootView()
  private let presenter: TasksPresenter
  private let factory: ScreenFactory
  private var rows: [EventRowViewData] = []

  init(presenter: TasksPresenter, factory: ScreenFactory) {
    self.presenter = presenter
    self.factory = factory
    super.init()
    title = "Tasks"
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rootView.searchBar.delegate = self
    rootView.tableView.dataSource = self
    rootView.tableView.delegate = self
    rootView.tableView.register(EventCell.self, forCellReuseIdentifier: EventCell.reuseIdentifier)
    rootView.openOnlySwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didChangeOpenOnly(rootView.openOnlySwitch.isOn)
      }, for: .valueChanged)
    rootView.refreshControl.addAction(
      Action { [weak self] _ in self?.presenter.didPullToRefresh() }, for: .valueChanged)
    rootView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: TasksView

  func showLoading() {
    rootView.loadingStateView.showLoading()
    rootView.tableView.isHidden = true
  }

  func showLoadingError(_ message: String) {
    rootView.loadingStateView.showError(message)
    rootView.tableView.isHidden = true
  }

  func showEvents(_ rows: [EventRowViewData], emptyMessage: String?) {
    self.rows = rows
    rootView.emptyStateLabel.text = emptyMessage
    rootView.loadingStateView.hide()
    rootView.tableView.isHidden = false
    rootView.tableView.reloadData()
  }

  func endRefreshing() {
    rootView.refreshControl.endRefreshing()
  }

  func showEventDetail(for eventID: ServiceEvent.ID) {
    let detail = factory.makeEventDetail(eventID: eventID, delegate: presenter)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: SearchBarDelegate

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    presenter.didChangeSearchText(searchText)
  }

  // MARK: TableViewDataSource

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: EventCell.reuseIdentifier) as! EventCell
    let data = rows[row]
    cell.accessibilityIdentifier = "event.\(data.id)"
    cell.dateLabel.text = data.date
    cell.nameLabel.text = data.name
    cell.addressLabel.text = data.address
    cell.customerLabel.text = data.customer
    cell.statusLabel.text = data.status
    return cell
  }

  // MARK: TableViewDelegate

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    presenter.didSelectRow(at: row)
  }
}
