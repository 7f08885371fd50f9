import Foundation
import Testing

@testable import VIPER

@MainActor
struct EventListPresenterTests {
  final class ViewSpy: EventListViewInterface {
    var loadingCount = 0
    var errors: [String] = []
    var rows: [EventListRowViewModel]?
    var emptyMessage: String?
    var endRefreshingCount = 0

    func showLoading() {
      loadingCount += 1
    }

    func showError(_ message: String) {
      errors.append(message)
    }

    func showEvents(_ rows: [EventListRowViewModel], emptyMessage: String?) {
      self.rows = rows
      self.emptyMessage = emptyMessage
    }

    func endRefreshing() {
      endRefreshingCount += 1
    }
  }

  final class InteractorSpy: EventListInteractorInput {
    var loadCount = 0
    var liveUpdatesStarted = false
    var filters: [EventFilter] = []
    var reloadedIDs: [Int] = []

    func loadEvents() {
      loadCount += 1
    }

    func startLiveUpdates() {
      liveUpdatesStarted = true
    }

    func filterEvents(by filter: EventFilter) {
      filters.append(filter)
    }

    func reloadEvent(id: Int) {
      reloadedIDs.append(id)
    }
  }

  final class RouterSpy: EventListRouterInterface {
    var shownEventIDs: [Int] = []
    var outputs: [EventDetailModuleOutput] = []

    func showEventDetail(eventID: Int, output: EventDetailModuleOutput) {
      shownEventIDs.append(eventID)
      outputs.append(output)
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let presenter: EventListPresenter

  init() {
    presenter = EventListPresenter(view: view, interactor: interactor, router: router)
  }

  private static let boiler = EventListItem(
    id: 1, name: "Výměna kotle", address: "Řípská 12, Praha 3", customerName: "Pekárna U Šťastných",
    date: ISO8601DateFormatter().date(from: "2026-11-24T08:00:00Z")!, isCompleted: false)
  private static let gas = EventListItem(
    id: 5, name: "Revize plynového kotle", address: "Křižíkova 40, Praha 8", customerName: "Lékárna Na Křižovatce",
    date: ISO8601DateFormatter().date(from: "2026-11-20T23:30:00Z")!, isCompleted: true)

  @Test func viewDidLoadShowsLoadingAndStartsLoadingAndLiveUpdates() {
    presenter.viewDidLoad()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
    #expect(interactor.liveUpdatesStarted)
  }

  @Test func loadedEventsBecomeRowsWithUTCDatesAndTheirStatus() {
    presenter.didLoadEvents([Self.gas, Self.boiler])

    #expect(
      view.rows == [
        EventListRowViewModel(
          id: 5, date: "20.11.", name: "Revize plynového kotle", address: "Křižíkova 40, Praha 8",
          customerName: "Lékárna Na Křižovatce", status: "Completed"),
        EventListRowViewModel(
          id: 1, date: "24.11.", name: "Výměna kotle", address: "Řípská 12, Praha 3",
          customerName: "Pekárna U Šťastných", status: nil),
      ])
    #expect(view.emptyMessage == nil)
    #expect(view.endRefreshingCount == 0)
  }

  @Test func noEventsShowTheEmptyState() {
    presenter.didUpdateEvents([])

    #expect(view.rows == [])
    #expect(view.emptyMessage == "No events found.")
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
    presenter.didFailToLoadEvents()
    #expect(view.errors == ["Could not load events."])

    presenter.didTapRetry()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
  }

  @Test func pullToRefreshLoadsWithoutTheLoadingStateAndEndsWhenLoaded() {
    presenter.didPullToRefresh()
    #expect(interactor.loadCount == 1)
    #expect(view.loadingCount == 0)

    presenter.didUpdateEvents([Self.boiler])
    #expect(view.endRefreshingCount == 0)
    presenter.didLoadEvents([Self.boiler])
    #expect(view.endRefreshingCount == 1)
    presenter.didLoadEvents([Self.boiler])
    #expect(view.endRefreshingCount == 1)
  }

  @Test func aFailedRefreshEndsRefreshingToo() {
    presenter.didPullToRefresh()

    presenter.didFailToLoadEvents()

    #expect(view.endRefreshingCount == 1)
  }

  @Test func searchAndSwitchCombineIntoOneFilter() {
    presenter.didChangeSearchText("praha")
    presenter.didChangeOpenOnly(true)
    presenter.didChangeSearchText("")

    #expect(
      interactor.filters == [
        EventFilter(searchText: "praha", openOnly: false), EventFilter(searchText: "praha", openOnly: true),
        EventFilter(searchText: "", openOnly: true),
      ])
  }

  @Test func selectingAnEventShowsItsDetailAndListensToIt() {
    presenter.didSelectEvent(id: 3)

    #expect(router.shownEventIDs == [3])
    #expect(router.outputs.first === presenter)
  }

  @Test func anEventChangedInTheDetailIsReloaded() {
    presenter.eventDetailModuleDidChangeEvent(id: 1)

    #expect(interactor.reloadedIDs == [1])
  }

  @Test func anEventBeingCompletedShowsCompletedUntilTheSendFails() {
    presenter.didLoadEvents([Self.gas, Self.boiler])

    presenter.eventDetailModuleIsCompletingEvent(id: 1)
    #expect(view.rows?.map(\.status) == ["Completed", "Completed"])
    presenter.didUpdateEvents([Self.boiler])
    #expect(view.rows?.map(\.status) == ["Completed"], "a live change meanwhile keeps it")

    presenter.eventDetailModuleDidFailToCompleteEvent(id: 1)
    #expect(view.rows?.map(\.status) == [nil])
  }
}
