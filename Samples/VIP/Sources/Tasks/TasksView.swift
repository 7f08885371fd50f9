import HeadlessUIKit

/// The Tasks screen: search bar, open-only switch, loading state, and the events table with its empty state.
final class TasksView: View {
  let searchBar = SearchBar()
  let openOnlySwitch = Switch()
  let loadingStateView = LoadingStateView()
  let tableView = TableView()
  let refreshControl = RefreshControl()
  let emptyStateLabel = Label()

  override init() {
    super.init()
    searchBar.placeholder = "Search"
    openOnlySwitch.accessibilityLabel = "Open only"
    openOnlySwitch.accessibilityIdentifier = "openOnly"
    tableView.accessibilityIdentifier = "events"
    tableView.register(EventCell.self, forCellReuseIdentifier: EventCell.reuseIdentifier)
    tableView.refreshControl = refreshControl
    emptyStateLabel.accessibilityIdentifier = "emptyState"
    tableView.backgroundView = emptyStateLabel
    addSubview(searchBar)
    addSubview(openOnlySwitch)
    addSubview(loadingStateView)
    addSubview(tableView)
  }
}
