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

  final class WorkerSpy: ReportWorkerLogic {
    var failure: (any Error)?
    var submitted: [StatusReport] = []

    /// Answers as the backend does: the event with the report on it.
    func submit(_ report: StatusReport) async throws -> ServiceEvent {
      submitted.append(report)
      if let failure { throw failure }
      var event = Fixture.standard.events.first { $0.id == report.eventID }!
      event.report = report
      return event
    }
  }

  let presenter = PresenterSpy()
  let worker = WorkerSpy()
  let interactor: ReportInteractor

  init() {
    interactor = ReportInteractor(worker: worker)
    interactor.presenter = presenter
    interactor.eventID = 1
  }

  private func send() async {
    interactor.sendReport(request: Report.SendReport.Request())
    await yield { presenter.sendResponses.count == 2 }
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

  @Test func sendingSubmitsTheFormAsAStatusReportAndKeepsTheUpdatedEventForTheRouter() async throws {
    interactor.editForm(request: .note("Hotovo"))
    interactor.editForm(request: .completed(true))
    interactor.editForm(request: .completionType(index: 1))
    interactor.editForm(request: .attachPhotos(["IMG_0001"]))

    await send()

    #expect(presenter.forms.last?.isSending == true)
    #expect(presenter.sendResponses == [.sending, .sent])
    #expect(interactor.reportBeingSent == nil)
    #expect(
      worker.submitted == [
        StatusReport(
          eventID: 1, note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0001")])
      ])
    #expect(interactor.event?.id == 1)
    #expect(interactor.event?.isCompleted == true)
  }

  @Test func aReportThatDoesNotCompleteTheEventHasNoCompletionType() async throws {
    interactor.editForm(request: .completed(true))
    interactor.editForm(request: .completionType(index: 0))
    interactor.editForm(request: .completed(false))

    await send()

    let report = try #require(worker.submitted.first)
    #expect(!report.isCompleted)
    #expect(report.completionType == nil)
  }

  @Test func aFailedSendUnblocksTheFormAndIsPresented() async throws {
    interactor.editForm(request: .note("Hotovo"))
    worker.failure = BackendError.unavailable

    await send()

    #expect(presenter.forms.map(\.isSending) == [false, true, false])
    #expect(presenter.sendResponses == [.sending, .failure])
    #expect(interactor.event == nil)
    #expect(interactor.reportBeingSent == nil, "the screens under the form show again what they showed")
  }

  @Test func theReportIsKeptForTheRouterWhileItIsSent() {
    interactor.editForm(request: .completed(true))
    interactor.editForm(request: .completionType(index: 0))

    interactor.sendReport(request: Report.SendReport.Request())

    #expect(presenter.sendResponses == [.sending])
    #expect(
      interactor.reportBeingSent
        == StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: []))
  }
}
