import HeadlessUIKit

/// The tasks screen's views: search bar, open-only switch, loading state, and the events table with its empty state.
final class EventListRootView: View {
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
    tableView.refreshControl = refreshControl
    tableView.backgroundView = emptyStateLabel
    emptyStateLabel.accessibilityIdentifier = "emptyState"
    for subview in [searchBar, openOnlySwitch, loadingStateView, tableView] {
      addSubview(subview)
    }
  }
}
