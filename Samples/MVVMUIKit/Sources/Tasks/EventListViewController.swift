import HeadlessUIKit
import OpenCombine

/// The tasks list: sends search, switch, pull, Retry and the row tapped to its view model, shows its rows, and pushes
/// the detail it answers with.
final class EventListViewController: ViewController, TableViewDataSource, TableViewDelegate, SearchBarDelegate {
  let rootView = EventListRootView()
  private let viewModel: EventListViewModel
  private var rows: [EventRow] = []
  private var cancellables: Set<AnyCancellable> = []

  init(viewModel: EventListViewModel) {
    self.viewModel = viewModel
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
    bindInputs()
    bindOutputs()
    viewModel.loadRequested.send()
  }

  private func bindInputs() {
    rootView.openOnlySwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        viewModel.isOpenOnly.send(rootView.openOnlySwitch.isOn)
      }, for: .valueChanged)
    rootView.refreshControl.addAction(
      Action { [weak self] _ in self?.viewModel.refreshPulled.send() }, for: .valueChanged)
    rootView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.viewModel.loadRequested.send() }, for: .touchUpInside)
  }

  private func bindOutputs() {
    viewModel.$rows
      .sink { [weak self] state in
        guard let self else { return }
        rows = state.value ?? []
        rootView.loadingStateView.show(state)
        rootView.tableView.isHidden = state.value == nil
        rootView.tableView.reloadData()
      }
      .store(in: &cancellables)
    viewModel.$emptyStateText.assign(to: \.text, on: rootView.emptyStateLabel).store(in: &cancellables)
    viewModel.$isRefreshing
      .sink { [weak self] isRefreshing in
        if !isRefreshing {
          self?.rootView.refreshControl.endRefreshing()
        }
      }
      .store(in: &cancellables)
    viewModel.detailOpened
      .sink { [weak self] detail in
        self?.navigationController?.pushViewController(EventDetailViewController(viewModel: detail), animated: true)
      }
      .store(in: &cancellables)
  }

  // MARK: SearchBarDelegate

  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
    viewModel.searchText.send(searchText)
  }

  // MARK: TableViewDataSource

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: EventCell.reuseIdentifier) as! EventCell
    let event = rows[row]
    cell.accessibilityIdentifier = "event.\(event.id)"
    cell.dateLabel.text = event.date
    cell.nameLabel.text = event.name
    cell.addressLabel.text = event.address
    cell.customerLabel.text = event.customerName
    cell.statusLabel.text = event.status
    return cell
  }

  // MARK: TableViewDelegate

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.rowSelected.send(row)
  }
}
