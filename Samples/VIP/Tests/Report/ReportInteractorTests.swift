import ServiceKit
import Testing

@testable import VIP

@MainActor
struct ReportInteractorTests {
  final class PresenterSpy: ReportPresentationLogic {
    var forms: [Report.EditForm.Response] = []
    var sendResponses: [Report.SendReport.Response] = []

    func presentEditForm(response: Report.EditForm.Response) {
      forms.append(response)
    }

    func presentSendReport(response: Report.SendReport.Response) {
      sendResponses.append(response)
    }
  }

  final class ListenerSpy: ReportListener {
    var updated: [ServiceEvent] = []

    func report(didUpdate event: ServiceEvent) {
      updated.append(event)
    }
  }

  let presenter = PresenterSpy()
  let listener = ListenerSpy()
  let backend: FixtureBackend
  let interactor: ReportInteractor

  init() async throws {
    backend = try await loggedInBackend()
    interactor = ReportInteractor(worker: ReportWorker(backend: backend))
    interactor.presenter = presenter
    interactor.eventID = 1
    interactor.listener = listener
  }

  private func send() async {
    interactor.sendReport(request: Report.SendReport.Request())
    await yield { !presenter.sendResponses.isEmpty }
  }

  @Test func aCompletedReportCanBeSentOnlyWithACompletionType() throws {
    interactor.editForm(request: .completed(true))
    let completed = try #require(presenter.forms.last)
    #expect(completed.isCompleted)
    #expect(!completed.canSend)

    interactor.editForm(request: .completionType(index: 1))
    #expect(presenter.forms.last?.canSend == true)

    interactor.editForm(request: .completionType(index: -1))
    #expect(presenter.forms.last?.canSend == false)

    interactor.editForm(request: .completed(false))
    #expect(presenter.forms.last?.canSend == true)
  }

  @Test func aPhotoIsAttachedOnceInTheOrderPicked() {
    interactor.editForm(request: .attachPhotos(["IMG_0002", "IMG_0001"]))
    interactor.editForm(request: .attachPhotos(["IMG_0001", "IMG_0003"]))
    interactor.editForm(request: .attachPhotos([]))

    #expect(presenter.forms.last?.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
    #expect(presenter.forms.count == 3)
  }

  @Test func sendingSubmitsTheFormAsAStatusReportAndPassesTheUpdatedEventOn() async throws {
    interactor.editForm(request: .note("Hotovo"))
    interactor.editForm(request: .completed(true))
    interactor.editForm(request: .completionType(index: 1))
    interactor.editForm(request: .attachPhotos(["IMG_0001"]))

    await send()

    #expect(presenter.forms.last?.isSending == true)
    #expect(presenter.sendResponses == [.sent])
    let report = try #require(backend.storedEvent(id: 1)?.report)
    #expect(
      report
        == StatusReport(
          eventID: 1, note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0001")]))
    #expect(listener.updated.map(\.id) == [1])
    #expect(listener.updated.first?.isCompleted == true)
  }

  @Test func aReportThatDoesNotCompleteTheEventHasNoCompletionType() async throws {
    interactor.editForm(request: .completed(true))
    interactor.editForm(request: .completionType(index: 0))
    interactor.editForm(request: .completed(false))

    await send()

    let report = try #require(backend.storedEvent(id: 1)?.report)
    #expect(!report.isCompleted)
    #expect(report.completionType == nil)
  }

  @Test func aFailedSendUnblocksTheFormAndIsPresented() async throws {
    interactor.editForm(request: .note("Hotovo"))
    backend.failNext(.submitReport)

    await send()

    #expect(presenter.forms.map(\.isSending) == [false, true, false])
    #expect(presenter.sendResponses == [.failure])
    #expect(listener.updated.isEmpty)
  }
}
