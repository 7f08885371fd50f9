import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct ReportViewControllerTests {
  final class InteractorSpy: ReportBusinessLogic {
    var edits: [String] = []
    var sendCount = 0

    func editForm(request: Report.EditForm.Request) {
      switch request {
      case .note(let note): edits.append("note \(note)")
      case .completed(let isCompleted): edits.append("completed \(isCompleted)")
      case .completionType(let index): edits.append("type \(index)")
      case .attachPhotos(let names): edits.append("photos \(names.joined(separator: ","))")
      }
    }

    func sendReport(request: Report.SendReport.Request) {
      sendCount += 1
    }
  }

  final class RouterSpy: ReportRoutingLogic, ReportDataPassing {
    var dataStore: ReportDataStore?
    var routes: [String] = []
    var pickedPhotos: [String] = []

    func routeToPhotoPicker(completion: @escaping @MainActor ([String]) -> Void) {
      routes.append("photos")
      completion(pickedPhotos)
    }

    func routeToAlert(title: String, message: String, actionTitle: String) {
      routes.append("alert \(title)")
    }

    func routeToEventDetail() {
      routes.append("back")
    }

    func routeToScenesUnderSheet() {
      routes.append("under")
    }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = ReportViewController()
  let application = Application()

  init() {
    controller.interactor = interactor
    controller.router = router
    host(controller, in: application)
  }

  @Test func everyEditIsARequest() {
    let view = controller.reportView
    router.pickedPhotos = ["IMG_0001"]

    view.noteField.text = "Hotovo"
    view.noteField.sendActions(for: .editingChanged)
    view.completedSwitch.setOn(true, animated: false)
    view.completedSwitch.sendActions(for: .valueChanged)
    view.completionTypeControl.selectedSegmentIndex = 2
    view.completionTypeControl.sendActions(for: .valueChanged)
    view.attachPhotosButton.sendActions(for: .touchUpInside)

    #expect(interactor.edits == ["note Hotovo", "completed true", "type 2", "photos IMG_0001"])
    #expect(router.routes == ["photos"])
  }

  @Test func sendAsksTheInteractorAndCloseTheRouter() throws {
    for identifier in ["send", "close"] {
      let button = try #require(application.currentTree.descendants.first { $0.identifier == identifier })
      let tap = try #require(button.actions.tap)
      tap()
    }

    #expect(interactor.sendCount == 1)
    #expect(router.routes == ["back"])
    #expect(controller.title == "Report status")
  }

  @Test func showsTheFormItIsGiven() {
    let view = controller.reportView
    #expect(view.completionTypeControl.isHidden)

    controller.displayEditForm(
      viewModel: .init(isCompletionTypeVisible: true, isSendEnabled: false, isSending: true, photoNames: ["IMG_0001"]))
    #expect(!view.completionTypeControl.isHidden)
    #expect(!controller.sendButton.isEnabled && !controller.closeButton.isEnabled)
    #expect(!view.noteField.isEnabled && !view.completedSwitch.isEnabled && !view.attachPhotosButton.isEnabled)
    #expect(view.activityIndicator.isAnimating)
    #expect(view.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text } == ["IMG_0001"])

    controller.displayEditForm(
      viewModel: .init(isCompletionTypeVisible: false, isSendEnabled: true, isSending: false, photoNames: ["IMG_0001"]))
    #expect(view.completionTypeControl.isHidden)
    #expect(controller.sendButton.isEnabled && controller.closeButton.isEnabled)
    #expect(!view.activityIndicator.isAnimating)
  }

  @Test func sendingShowsUnderTheFormSentGoesBackAndAFailureTakesItBackBeforeTheAlert() {
    controller.displaySendReport(viewModel: .sending)
    controller.displaySendReport(viewModel: .sent)
    controller.displaySendReport(viewModel: .failure(alertTitle: "Report not sent", message: "m", actionTitle: "OK"))

    #expect(router.routes == ["under", "back", "under", "alert Report not sent"])
  }
}
