import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct ReportRouterTests {
  let application = Application()
  let reportController = ReportViewController()
  /// The root of the screen under the sheet.
  let presentingController = ViewController()
  let sheet: NavigationController
  let router = ReportRouter()

  init() {
    host(presentingController, in: application)
    sheet = NavigationController(rootViewController: reportController)
    presentingController.present(sheet)
    router.viewController = reportController
  }

  @Test func thePhotoPickerHandsBackThePickedNamesAndCloses() throws {
    var picked: [[String]] = []

    router.routeToPhotoPicker { picked.append($0) }

    let picker = try #require(sheet.presentedViewController as? PhotoPickerViewController)
    #expect(application.intents == [.pickPhotos])
    picker.delegate?.photoPicker(picker, didFinishPicking: [LibraryPhoto(id: "IMG_0002")])
    #expect(picked == [["IMG_0002"]])
    #expect(sheet.presentedViewController == nil)
    #expect(presentingController.navigationController?.presentedViewController === sheet)
  }

  @Test func anAlertIsShownOverTheForm() throws {
    router.routeToAlert(
      title: "Report not sent", message: "The report could not be sent. Try again.", actionTitle: "OK")

    let alert = try #require(sheet.presentedViewController as? AlertController)
    #expect(alert.title == "Report not sent")
    #expect(alert.message == "The report could not be sent. Try again.")
    #expect(alert.actions.map(\.title) == ["OK"])
  }

  @Test func routingToTheEventDetailClosesTheSheet() {
    router.routeToEventDetail()

    #expect(presentingController.navigationController?.presentedViewController == nil)
  }
}
