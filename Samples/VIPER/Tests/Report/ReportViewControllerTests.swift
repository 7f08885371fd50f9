import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct ReportViewControllerTests {
  final class PresenterSpy: ReportPresenterInterface {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func didChangeNote(_ note: String) { events.append("note \(note)") }
    func didChangeCompleted(_ isCompleted: Bool) { events.append("completed \(isCompleted)") }
    func didSelectCompletionType(at index: Int) { events.append("type \(index)") }
    func didTapAttachPhotos() { events.append("attachPhotos") }
    func didTapSend() { events.append("send") }
    func didTapClose() { events.append("close") }
  }

  let presenter = PresenterSpy()
  let controller = ReportViewController()
  let application = Application()

  init() {
    controller.presenter = presenter
    host(controller, in: application)
  }

  @Test func forwardsEveryEditAndTap() async throws {
    let view = controller.reportView
    view.noteField.text = "Hotovo"
    view.noteField.sendActions(for: .editingChanged)
    view.completedSwitch.setOn(true, animated: false)
    view.completedSwitch.sendActions(for: .valueChanged)
    view.completionTypeControl.selectedSegmentIndex = 1
    view.completionTypeControl.sendActions(for: .valueChanged)
    view.attachPhotosButton.sendActions(for: .touchUpInside)
    for identifier in ["send", "close"] {
      let button = try #require(application.currentTree.descendants.first { $0.identifier == identifier })
      let tap = try #require(button.actions.tap)
      tap()
    }

    #expect(
      presenter.events == [
        "viewDidLoad", "note Hotovo", "completed true", "type 1", "attachPhotos", "send", "close",
      ])
    #expect(controller.title == "Report status")
  }

  @Test func displaysTheFormState() {
    let view = controller.reportView

    controller.display(
      ReportViewModel(isCompletionTypeVisible: true, isSendEnabled: false, isSending: false, photoNames: ["IMG_0002"]))
    #expect(!view.completionTypeControl.isHidden)
    #expect(!controller.sendButton.isEnabled)
    #expect(controller.closeButton.isEnabled)
    #expect(view.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text } == ["IMG_0002"])

    controller.display(
      ReportViewModel(
        isCompletionTypeVisible: false, isSendEnabled: true, isSending: false, photoNames: ["IMG_0002", "IMG_0001"]))
    #expect(view.completionTypeControl.isHidden)
    #expect(controller.sendButton.isEnabled)
    #expect(view.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text } == ["IMG_0002", "IMG_0001"])
  }

  @Test func sendingBlocksEveryControl() {
    let view = controller.reportView

    controller.display(
      ReportViewModel(isCompletionTypeVisible: true, isSendEnabled: false, isSending: true, photoNames: []))

    let controls: [Control] = [
      view.noteField, view.completedSwitch, view.completionTypeControl, view.attachPhotosButton,
    ]
    #expect(controls.allSatisfy { !$0.isEnabled })
    #expect(!controller.closeButton.isEnabled && !controller.sendButton.isEnabled)
    #expect(view.activityIndicator.isAnimating)
  }
}
