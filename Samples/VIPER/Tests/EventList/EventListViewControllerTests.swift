import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct EventListViewControllerTests {
  final class PresenterSpy: EventListPresenterInterface {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func didTapRetry() { events.append("retry") }
    func didPullToRefresh() { events.append("refresh") }
    func didChangeSearchText(_ text: String) { events.append("search \(text)") }
    func didChangeOpenOnly(_ isOn: Bool) { events.append("openOnly \(isOn)") }
    func didSelectEvent(id: Int) { events.append("select \(id)") }
  }

  let presenter = PresenterSpy()
  let controller = EventListViewController()
  let application = Application()

  init() {
    controller.presenter = presenter
    host(controller, in: application)
  }

  private let rows = [
    EventListRowViewModel(
      id: 5, date: "20.11.", name: "Revize plynového kotle", address: "Křižíkova 40, Praha 8",
      customerName: "Lékárna Na Křižovatce", status: "Completed"),
    EventListRowViewModel(
      id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
      customerName: "Pekárna U Šťastných", status: nil),
  ]

  @Test func forwardsWhatThePersonDoes() async throws {
    controller.showEvents(rows, emptyMessage: nil)
    let view = controller.eventListView

    view.searchBar.delegate?.searchBar(view.searchBar, textDidChange: "praha")
    view.openOnlySwitch.setOn(true, animated: false)
    view.openOnlySwitch.sendActions(for: .valueChanged)
    view.loadingStateView.retryButton.sendActions(for: .touchUpInside)
    view.tableView.delegate?.tableView(view.tableView, didSelectRowAt: 1)

    #expect(presenter.events == ["viewDidLoad", "search praha", "openOnly true", "retry", "select 1"])
    #expect(controller.title == "Tasks")
  }

  @Test func showsTheRowsItIsGiven() throws {
    controller.showEvents(rows, emptyMessage: nil)

    let tableView = controller.eventListView.tableView
    #expect(controller.tableView(tableView, numberOfRowsInSection: 0) == 2)
    let cell = try #require(controller.tableView(tableView, cellForRowAt: 0) as? EventListCell)
    #expect(cell.accessibilityIdentifier == "event.5")
    #expect(
      [cell.dateLabel, cell.nameLabel, cell.addressLabel, cell.customerLabel, cell.statusLabel].map(\.text) == [
        "20.11.", "Revize plynového kotle", "Křižíkova 40, Praha 8", "Lékárna Na Křižovatce", "Completed",
      ])
    #expect(!tableView.isHidden)
    #expect(controller.eventListView.emptyStateLabel.text == nil)
  }

  @Test func showsLoadingErrorAndEmptyStates() {
    let view = controller.eventListView

    controller.showLoading()
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.tableView.isHidden)

    controller.showError("Could not load events.")
    #expect(view.loadingStateView.messageLabel.text == "Could not load events.")
    #expect(!view.loadingStateView.retryButton.isHidden)
    #expect(view.tableView.isHidden)

    controller.showEvents([], emptyMessage: "No events found.")
    #expect(view.emptyStateLabel.text == "No events found.")
    #expect(!view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.loadingStateView.retryButton.isHidden)
  }

  @Test func pullToRefreshAsksThePresenterAndEndsWhenTold() async throws {
    let list = try #require(application.currentTree.descendants.first { $0.identifier == "events" })
    let refresh = try #require(list.actions.refresh)

    application.runTask { await refresh() }
    await yield { presenter.events.contains("refresh") }
    #expect(controller.eventListView.refreshControl.isRefreshing)

    controller.endRefreshing()
    await settle(application)

    #expect(!controller.eventListView.refreshControl.isRefreshing)
    #expect(application.runningTaskCount == 0)
  }
}
