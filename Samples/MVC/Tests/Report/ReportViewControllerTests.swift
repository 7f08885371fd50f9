import HeadlessUI
import HeadlessUIKit
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct ReportViewControllerTests {
  /// Records how the form ended.
  final class DelegateSpy: ReportViewControllerDelegate {
    var sendingReports: [StatusReport] = []
    var failedReports: [StatusReport] = []
    var sentEvents: [ServiceEvent] = []
    var cancelCount = 0

    func reportViewController(_ controller: ReportViewController, willSend report: StatusReport) {
      sendingReports.append(report)
    }

    func reportViewController(_ controller: ReportViewController, didFailToSend report: StatusReport) {
      failedReports.append(report)
    }

    func reportViewController(_ controller: ReportViewController, didSend event: ServiceEvent) {
      sentEvents.append(event)
    }

    func reportViewControllerDidCancel(_ controller: ReportViewController) {
      cancelCount += 1
    }
  }

  @MainActor
  private struct Subject {
    let controller: ReportViewController
    let delegate = DelegateSpy()
    let backend: FixtureBackend
    let store: EventStore
    let application: Application
    var view: ReportView { controller.reportView }
  }

  private func makeSubject() async throws -> Subject {
    let backend = try await loggedInBackend()
    let store = EventStore(backend: backend)
    try await store.reload()
    let controller = ReportViewController(eventID: 3, eventStore: store)
    let application = Application()
    host(controller, in: application)
    let subject = Subject(controller: controller, backend: backend, store: store, application: application)
    controller.delegate = subject.delegate
    return subject
  }

  private func pick(_ names: [String], in subject: Subject) throws {
    let picker = try #require(
      subject.controller.navigationController?.presentedViewController as? PhotoPickerViewController)
    picker.delegate?.photoPicker(picker, didFinishPicking: names.map(LibraryPhoto.init(id:)))
  }

  @Test func opensEmpty() async throws {
    let subject = try await makeSubject()

    #expect(subject.controller.title == "Report status")
    #expect(subject.view.noteField.text ?? "" == "")
    #expect(!subject.view.completedSwitch.isOn)
    #expect(subject.view.completionTypeControl.isHidden)
    #expect(subject.controller.photos.isEmpty)
    #expect(subject.controller.sendButton.isEnabled)
  }

  @Test func completedNeedsACompletionTypeBeforeSending() async throws {
    let subject = try await makeSubject()
    let control = subject.view.completionTypeControl

    subject.view.completedSwitch.flip(true)
    #expect(!control.isHidden)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(!subject.controller.sendButton.isEnabled)

    control.selectedSegmentIndex = 1
    control.sendActions(for: .valueChanged)
    #expect(subject.controller.sendButton.isEnabled)

    subject.view.completedSwitch.flip(false)
    #expect(control.isHidden)
    #expect(subject.controller.sendButton.isEnabled)
  }

  @Test func attachPhotosAddsThePickedPhotosOnce() async throws {
    let subject = try await makeSubject()
    let navigationController = try #require(subject.controller.navigationController)

    subject.view.attachPhotosButton.tap()
    #expect(navigationController.presentedViewController is PhotoPickerViewController)
    try pick(["IMG_0002", "IMG_0001"], in: subject)
    #expect(navigationController.presentedViewController == nil)

    subject.view.attachPhotosButton.tap()
    try pick(["IMG_0001", "IMG_0003"], in: subject)
    subject.view.attachPhotosButton.tap()
    try pick([], in: subject)

    #expect(subject.controller.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
    #expect(
      subject.view.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text } == [
        "IMG_0002", "IMG_0001", "IMG_0003",
      ])
    #expect(subject.application.intents == [.pickPhotos, .pickPhotos, .pickPhotos])
  }

  @Test func sendBlocksTheFormAndSubmitsTheReport() async throws {
    let subject = try await makeSubject()
    subject.view.noteField.type("Vyměněno těsnění")
    subject.view.completedSwitch.flip(true)
    subject.view.completionTypeControl.selectedSegmentIndex = 1
    subject.view.completionTypeControl.sendActions(for: .valueChanged)
    subject.view.attachPhotosButton.tap()
    try pick(["IMG_0004"], in: subject)
    subject.backend.hold(.submitReport)

    try await subject.application.tap("send")

    let controls: [Control] = [
      subject.view.noteField, subject.view.completedSwitch, subject.view.completionTypeControl,
      subject.view.attachPhotosButton,
    ]
    #expect(controls.allSatisfy { !$0.isEnabled })
    #expect(!subject.controller.closeButton.isEnabled && !subject.controller.sendButton.isEnabled)
    #expect(subject.view.activityIndicator.isAnimating)
    let expected = StatusReport(
      eventID: 3, note: "Vyměněno těsnění", isCompleted: true, completionType: .newPart,
      photos: [Photo(id: "IMG_0004")])
    #expect(subject.delegate.sendingReports == [expected])
    #expect(subject.store.events.first { $0.id == 3 }?.isCompleted == true, "the list shows it before the answer")

    subject.backend.release(.submitReport)
    await subject.controller.sendTask?.value

    #expect(subject.delegate.sentEvents.map(\.report) == [expected])
    #expect(subject.store.events.first { $0.id == 3 }?.isCompleted == true)
  }

  @Test func reportNotCompletedSendsNoCompletionType() async throws {
    let subject = try await makeSubject()
    subject.view.completedSwitch.flip(true)
    subject.view.completionTypeControl.selectedSegmentIndex = 0
    subject.view.completedSwitch.flip(false)

    try await subject.application.tap("send")
    await subject.controller.sendTask?.value

    let report = try #require(subject.delegate.sentEvents.first?.report)
    #expect(!report.isCompleted)
    #expect(report.completionType == nil)
  }

  @Test func failureShowsAnAlertAndKeepsTheForm() async throws {
    let subject = try await makeSubject()
    subject.backend.failNext(.submitReport)
    subject.view.noteField.type("Chybí díl")

    try await subject.application.tap("send")
    await subject.controller.sendTask?.value

    let alert = try #require(subject.controller.navigationController?.presentedViewController as? AlertController)
    #expect(alert.title == "Report not sent")
    #expect(alert.message == "The report could not be sent. Try again.")
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(subject.delegate.sentEvents.isEmpty)
    #expect(subject.delegate.failedReports.map(\.note) == ["Chybí díl"])
    #expect(subject.view.noteField.text == "Chybí díl")
    #expect(subject.view.noteField.isEnabled && subject.controller.sendButton.isEnabled)
    #expect(!subject.view.activityIndicator.isAnimating)
  }

  @Test func closeCancelsWithoutSending() async throws {
    let subject = try await makeSubject()

    try await subject.application.tap("close")

    #expect(subject.delegate.cancelCount == 1)
    #expect(subject.backend.calls.last == .events)
  }
}
