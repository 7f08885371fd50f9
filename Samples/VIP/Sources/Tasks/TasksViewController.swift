import HeadlessUIKit

/// What the Tasks presenter gives its view controller to show.
@MainActor
protocol TasksDisplayLogic: AnyObject {
  func displayFetchEvents(viewModel: Tasks.FetchEvents.ViewModel)
  func displayFilterEvents(viewModel: Tasks.FilterEvents.ViewModel)
  func displayShowUpdatedEvent(viewModel: Tasks.ShowUpdatedEvent.ViewModel)
}

/// The Tasks screen: sends loading, search, the switch and pulls to the interactor, shows the rows the presenter
/// gives it, and asks the router for the detail of a tapped row.
final class TasksViewController: ViewController, TasksDisplayLogic, TableViewDataSource, TableViewDelegate,
  SearchBarDelegate
{
  var interactor: TasksBusinessLogic?
  var router: (TasksRoutingLogic & TasksDataPassing)?
  let tasksView = TasksView()
  private var displayedEvents: [Tasks.DisplayedEvent] = []

  override init() {
    super.init()
    title = "Tasks"
  }

  override func loadView() {
    view = tasksView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tasksView.searchBar.delegate = self
    tasksView.tableView.dataSource = self
    tasksView.tableView.delegate = self
    tasksView.openOnlySwitch.addAction(Action { [weak self] _ in self?.filterEvents() }, for: .valueChanged)
    tasksView.refreshControl.addAction(
      Action { [weak self] _ in self?.fetchEvents() }, for: .valueChanged)
    tasksView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.fetchEvents() }, for: .touchUpInside)
    fetchEvents()
  }

  /// Asked for by the report's router when a sent report's form closes, as the detail above it is: the list shows
  /// the event the router passed it, with no load.
  func showUpdatedEvent() {
    interactor?.showUpdatedEvent(request: Tasks.ShowUpdatedEvent.Request())
  }

  // MARK: Requests

  private func fetchEvents() {
    interactor?.fetchEvents(request: Tasks.FetchEvents.Request())
  }

  private func filterEvents() {
    interactor?.filterEvents(
      request: Tasks.FilterEvents.Request(
        searchText: tasksView.searchBar.text, isOpenOnly: tasksView.openOnlySwitch.isOn))
  }

  // MARK: TasksDisplayLogic

  func displayFetchEvents(viewModel: Tasks.FetchEvents.ViewModel) {
    switch viewModel {
    case .loading:
      tasksView.loadingStateView.showLoading()
      tasksView.tableView.isHidden = true
    case .events(let displayedEvents, let emptyMessage):
      show(displayedEvents, emptyMessage: emptyMessage)
      endRefreshing()
    case .error(let message):
      tasksView.loadingStateView.showError(message)
      tasksView.tableView.isHidden = true
      endRefreshing()
    }
  }

  func displayFilterEvents(viewModel: Tasks.FilterEvents.ViewModel) {
    show(viewModel.displayedEvents, emptyMessage: viewModel.emptyMessage)
  }

  func displayShowUpdatedEvent(viewModel: Tasks.ShowUpdatedEvent.ViewModel) {
    show(viewModel.displayedEvents, emptyMessage: viewModel.emptyMessage)
  }

  private func show(_ displayedEvents: [Tasks.DisplayedEvent], emptyMessage: String?) {
    self.displayedEvents = displayedEvents
    tasksView.loadingStateView.hide()
    tasksView.emptyStateLabel.text = emptyMessage
    tasksView.tableView.isHidden = false
    tasksView.tableView.reloadData()
  }

  private func endRefreshing() {
    guard tasksView.refreshControl.isRefreshing else { return }
    tasksView.refreshControl.endRefreshing()
  }

  // MARK: SearchBarDelegate

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    filterEvents()
  }

  // MARK: TableViewDataSource

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedEvents.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: EventCell.reuseIdentifier) as! EventCell
    cell.configure(with: displayedEvents[row])
    return cell
  }

  // MARK: TableViewDelegate

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    router?.routeToEventDetail(row: row)
  }
}
