import HeadlessUIKit

/// The Tasks screen: forwards search, switch, pull, retry and row taps to the presenter, and shows the rows it is given.
final class EventListViewController: ViewController, EventListViewInterface, TableViewDataSource,
  TableViewDelegate, SearchBarDelegate
{
  var presenter: EventListPresenterInterface!
  let eventListView = EventListView()
  private var rows: [EventListRowViewModel] = []

  override init() {
    super.init()
    title = "Tasks"
  }

  override func loadView() {
    view = eventListView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    eventListView.searchBar.delegate = self
    eventListView.tableView.dataSource = self
    eventListView.tableView.delegate = self
    eventListView.openOnlySwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        presenter.didChangeOpenOnly(eventListView.openOnlySwitch.isOn)
      }, for: .valueChanged)
    eventListView.refreshControl.addAction(
      Action { [weak self] _ in self?.presenter.didPullToRefresh() }, for: .valueChanged)
    eventListView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: EventListViewInterface

  func showLoading() {
    eventListView.loadingStateView.showLoading()
    eventListView.tableView.isHidden = true
  }

  func showError(_ message: String) {
    eventListView.loadingStateView.showError(message)
    eventListView.tableView.isHidden = true
  }

  func showEvents(_ rows: [EventListRowViewModel], emptyMessage: String?) {
    self.rows = rows
    eventListView.loadingStateView.hide()
    eventListView.emptyStateLabel.text = emptyMessage
    eventListView.tableView.isHidden = false
    eventListView.tableView.reloadData()
  }

  func endRefreshing() {
    eventListView.refreshControl.endRefreshing()
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
    let cell = tableView.dequeueReusableCell(withIdentifier: EventListCell.reuseIdentifier) as! EventListCell
    cell.configure(with: rows[row])
    return cell
  }

  // MARK: TableViewDelegate

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    presenter.didSelectEvent(id: rows[row].id)
  }
}
