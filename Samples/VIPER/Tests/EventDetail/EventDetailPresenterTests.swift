import Foundation
import Testing

@testable import VIPER

@MainActor
struct EventDetailPresenterTests {
  final class ViewSpy: EventDetailViewInterface {
    var loadingCount = 0
    var errors: [String] = []
    var shown: [EventDetailViewModel] = []
    var removals: [String] = []

    func showLoading() {
      loadingCount += 1
    }

    func showError(_ message: String) {
      errors.append(message)
    }

    func showEvent(_ viewModel: EventDetailViewModel) {
      shown.append(viewModel)
    }

    func showRemoved(_ message: String) {
      removals.append(message)
    }
  }

  final class InteractorSpy: EventDetailInteractorInput {
    var loadCount = 0
    var liveUpdatesStarted = false

    func loadEvent() {
      loadCount += 1
    }

    func startLiveUpdates() {
      liveUpdatesStarted = true
    }
  }

  final class RouterSpy: EventDetailRouterInterface {
    var calls: [String] = []
    var maps: [(latitude: Double, longitude: Double, name: String)] = []
    var customerIDs: [Int] = []
    var reports: [(eventID: Int, output: ReportModuleOutput)] = []
    var closeCount = 0

    func callPhone(_ phone: String) {
      calls.append(phone)
    }

    func showMap(latitude: Double, longitude: Double, name: String) {
      maps.append((latitude, longitude, name))
    }

    func showCustomer(customerID: Int) {
      customerIDs.append(customerID)
    }

    func showReport(eventID: Int, output: ReportModuleOutput) {
      reports.append((eventID, output))
    }

    func closeDetail() {
      closeCount += 1
    }
  }

  final class ModuleOutputSpy: EventDetailModuleOutput {
    var changedIDs: [Int] = []
    var completingIDs: [Int] = []
    var failedIDs: [Int] = []

    func eventDetailModuleDidChangeEvent(id: Int) {
      changedIDs.append(id)
    }

    func eventDetailModuleIsCompletingEvent(id: Int) {
      completingIDs.append(id)
    }

    func eventDetailModuleDidFailToCompleteEvent(id: Int) {
      failedIDs.append(id)
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let moduleOutput = ModuleOutputSpy()
  let presenter: EventDetailPresenter

  init() {
    presenter = EventDetailPresenter(view: view, interactor: interactor, router: router, moduleOutput: moduleOutput)
  }

  private static func event(isCompleted: Bool = false) -> EventDetailData {
    EventDetailData(
      id: 1, name: "Výměna kotle", address: "Řípská 12, Praha 3",
      date: ISO8601DateFormatter().date(from: "2026-11-24T08:00:00Z")!, description: "Kotel netopí.",
      isCompleted: isCompleted, contactName: "Marie Šťastná", contactPhone: "+420602111222", customerID: 1,
      customerName: "Pekárna U Šťastných", latitude: 50.0775, longitude: 14.451)
  }

  @Test func viewDidLoadShowsLoadingAndLoadsAndFollowsTheEvent() {
    presenter.viewDidLoad()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
    #expect(interactor.liveUpdatesStarted)
  }

  @Test func theLoadedEventIsFormattedForDisplay() {
    presenter.didLoadEvent(Self.event())

    #expect(
      view.shown == [
        EventDetailViewModel(
          title: "Výměna kotle", name: "Výměna kotle", address: "Řípská 12, Praha 3", date: "24.11.2026 08:00",
          description: "Kotel netopí.", status: "Open", contactTitle: "Contact: Marie Šťastná",
          customerTitle: "Customer: Pekárna U Šťastných")
      ])
  }

  @Test func aCompletedEventSaysSo() {
    presenter.didLoadEvent(Self.event(isCompleted: true))

    #expect(view.shown.first?.status == "Completed")
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
    presenter.didFailToLoadEvent()
    #expect(view.errors == ["Could not load the event."])

    presenter.didTapRetry()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
  }

  @Test func buttonsNavigateWithTheLoadedEvent() {
    presenter.didLoadEvent(Self.event())

    presenter.didTapContact()
    presenter.didTapLocation()
    presenter.didTapCustomer()
    presenter.didTapReportStatus()

    #expect(router.calls == ["+420602111222"])
    #expect(router.maps.map(\.latitude) == [50.0775])
    #expect(router.maps.map(\.longitude) == [14.451])
    #expect(router.maps.map(\.name) == ["Výměna kotle"])
    #expect(router.customerIDs == [1])
    #expect(router.reports.map(\.eventID) == [1])
    #expect(router.reports.first?.output === presenter)
  }

  @Test func buttonsDoNothingBeforeTheEventLoaded() {
    presenter.didTapContact()
    presenter.didTapLocation()
    presenter.didTapCustomer()
    presenter.didTapReportStatus()

    #expect(router.calls.isEmpty && router.maps.isEmpty && router.customerIDs.isEmpty && router.reports.isEmpty)
  }

  @Test func aSentReportReloadsTheEventWithoutLoadingStateAndTellsTheList() {
    presenter.didLoadEvent(Self.event())

    presenter.reportModuleDidSendReport()

    #expect(interactor.loadCount == 1)
    #expect(view.loadingCount == 0)
    #expect(moduleOutput.changedIDs == [1])
  }

  @Test func aRemovedEventIsReplacedByTheWayBackToTheList() {
    presenter.didLoadEvent(Self.event())

    presenter.didRemoveEvent()
    presenter.didTapContact()
    presenter.didTapBackToList()

    #expect(view.removals == ["This event has been removed."])
    #expect(router.calls.isEmpty, "the buttons have no event left to act on")
    #expect(router.closeCount == 1)
  }

  @Test func aCompletingReportShowsCompletedAtOnceHereAndInTheList() {
    presenter.didLoadEvent(Self.event())

    presenter.reportModuleWillSendReport(completingEvent: true)

    #expect(view.shown.map(\.status) == ["Open", "Completed"])
    #expect(moduleOutput.completingIDs == [1])
  }

  @Test func aReportThatDoesNotCompleteChangesNothingUntilSent() {
    presenter.didLoadEvent(Self.event())

    presenter.reportModuleWillSendReport(completingEvent: false)
    presenter.reportModuleDidFailToSendReport()

    #expect(view.shown.count == 1)
    #expect(moduleOutput.completingIDs.isEmpty && moduleOutput.failedIDs.isEmpty)
  }

  @Test func aFailedSendTakesTheCompletionBack() {
    presenter.didLoadEvent(Self.event())
    presenter.reportModuleWillSendReport(completingEvent: true)

    presenter.reportModuleDidFailToSendReport()

    #expect(view.shown.map(\.status) == ["Open", "Completed", "Open"])
    #expect(moduleOutput.failedIDs == [1])
  }

  @Test func theCompletionStaysUntilTheServersCopySaysSo() {
    presenter.didLoadEvent(Self.event())
    presenter.reportModuleWillSendReport(completingEvent: true)

    presenter.didLoadEvent(Self.event())
    presenter.reportModuleDidSendReport()
    presenter.didLoadEvent(Self.event(isCompleted: true))
    presenter.didLoadEvent(Self.event())

    #expect(view.shown.map(\.status) == ["Open", "Completed", "Completed", "Completed", "Open"])
  }
}
