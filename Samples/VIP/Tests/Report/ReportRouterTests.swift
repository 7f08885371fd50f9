import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import VIP

@MainActor
struct ReportRouterTests {
  final class DataStoreStub: ReportDataStore {
    var eventID: ServiceEvent.ID? = 1
    var reportBeingSent: StatusReport?
    var event: ServiceEvent?
  }

  let application = Application()
  let reportController = ReportViewController()
  /// The screen under the sheet, as the list's router pushed it.
  let detailController: EventDetailViewController
  let navigationController: NavigationController
  let sheet: NavigationController
  let dataStore = DataStoreStub()
  let router = ReportRouter()

  init() async throws {
    detailController = EventDetailConfigurator.makeScene(backend: try await loggedInBackend())
    var detailDataStore = detailController.router?.dataStore
    detailDataStore?.eventID = 1
    navigationController = host(detailController, in: application)
    await settle(application)
    sheet = NavigationController(rootViewController: reportController)
    detailController.present(sheet)
    router.viewController = reportController
    router.dataStore = dataStore
  }

  @Test func thePhotoPickerHandsBackThePickedNamesAndCloses() throws {
    var picked: [[String]] = []

    router.routeToPhotoPicker { picked.append($0) }

    let picker = try #require(sheet.presentedViewController as? PhotoPickerViewController)
    #expect(application.intents == [.pickPhotos])
    picker.delegate?.photoPicker(picker, didFinishPicking: [LibraryPhoto(id: "IMG_0002")])
    #expect(picked == [["IMG_0002"]])
    #expect(sheet.presentedViewController == nil)
    #expect(navigationController.presentedViewController === sheet)
  }

  @Test func anAlertIsShownOverTheForm() throws {
    router.routeToAlert(
      title: "Report not sent", message: "The report could not be sent. Try again.", actionTitle: "OK")

    let alert = try #require(sheet.presentedViewController as? AlertController)
    #expect(alert.title == "Report not sent")
    #expect(alert.message == "The report could not be sent. Try again.")
    #expect(alert.actions.map(\.title) == ["OK"])
  }

  @Test func closingUnsentLeavesTheDetailsEventAsItWas() {
    let before = detailController.router?.dataStore?.event

    router.routeToEventDetail()

    #expect(navigationController.presentedViewController == nil)
    #expect(before?.id == 1)
    #expect(detailController.router?.dataStore?.event == before)
    #expect(detailController.detailView.statusLabel.text == "Open")
  }

  @Test func theEventASentReportUpdatedIsPassedBackToTheDetailAndShown() throws {
    var updated = try #require(Fixture.standard.events.first { $0.id == 1 })
    updated.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    dataStore.event = updated

    router.routeToEventDetail()

    #expect(navigationController.presentedViewController == nil)
    #expect(detailController.router?.dataStore?.event == updated)
    #expect(detailController.detailView.statusLabel.text == "Completed")
  }

  @Test func theListUnderTheDetailGetsTheEventTooAndShowsItAtOnceWithNoLoad() async throws {
    let application = Application()
    let backend = try await loggedInBackend()
    let list = TasksConfigurator.makeScene(backend: backend)
    let navigationController = host(list, in: application)
    await settle(application)
    list.tableView(list.tasksView.tableView, didSelectRowAt: 2)
    let detail = try #require(navigationController.topViewController as? EventDetailViewController)
    await settle(application)
    let reportController = ReportViewController()
    detail.present(NavigationController(rootViewController: reportController))
    router.viewController = reportController
    var updated = try #require(Fixture.standard.events.first { $0.id == 1 })
    updated.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])
    dataStore.event = updated
    let loads = backend.calls.filter { $0 == .events }.count

    router.routeToEventDetail()
    let row = try #require(list.tableView(list.tasksView.tableView, cellForRowAt: 2) as? EventCell)
    #expect(row.accessibilityIdentifier == "event.1")
    #expect(row.statusLabel.text == "Completed")
    #expect(list.router?.dataStore?.updatedEvent == nil)
    navigationController.popViewController(animated: false)
    await settle(application)

    #expect(backend.calls.filter { $0 == .events }.count == loads)
  }

  @Test func theReportBeingSentIsPassedToTheDetailUnderTheFormWhichStaysUp() {
    dataStore.reportBeingSent = StatusReport(
      eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    router.routeToScenesUnderSheet()
    #expect(detailController.detailView.statusLabel.text == "Completed")
    dataStore.reportBeingSent = nil
    router.routeToScenesUnderSheet()

    #expect(navigationController.presentedViewController === sheet)
    #expect(detailController.router?.dataStore?.reportBeingSent == nil)
    #expect(detailController.detailView.statusLabel.text == "Open")
  }

  @Test func theFormClosesEvenWithNoDetailUnderIt() {
    let application = Application()
    let under = host(ViewController(), in: application)
    let reportController = ReportViewController()
    under.present(NavigationController(rootViewController: reportController))
    router.viewController = reportController

    router.routeToEventDetail()

    #expect(under.presentedViewController == nil)
  }
}
