import ServiceKit

/// What the report view controller asks of the scene's business logic.
@MainActor
protocol ReportBusinessLogic {
  func editForm(request: Report.EditForm.Request)
  func sendReport(request: Report.SendReport.Request)
}

/// What the report form is given by the event detail, its event's id, and what it keeps for the router to pass
/// back: the report while it is sent, and the event as the sent report left it.
@MainActor
protocol ReportDataStore {
  var eventID: ServiceEvent.ID? { get set }
  var reportBeingSent: StatusReport? { get }
  var event: ServiceEvent? { get }
}

/// Keeps the form as filled in so far, decides whether it can be sent, and sends it as a status report.
@MainActor
final class ReportInteractor: ReportBusinessLogic, ReportDataStore {
  var presenter: ReportPresentationLogic?
  var eventID: ServiceEvent.ID?
  private(set) var reportBeingSent: StatusReport?
  private(set) var event: ServiceEvent?
  private let worker: any ReportWorkerLogic
  private var note = ""
  private var isCompleted = false
  private var completionType: CompletionType?
  /// In the order picked, each once.
  private var photos: [Photo] = []
  private var isSending = false

  init(worker: any ReportWorkerLogic) {
    self.worker = worker
  }

  func editForm(request: Report.EditForm.Request) {
    switch request {
    case .note(let note):
      self.note = note
    case .completed(let isCompleted):
      self.isCompleted = isCompleted
    case .completionType(let index):
      let types = CompletionType.allCases
      completionType = types.indices.contains(index) ? types[index] : nil
    case .attachPhotos(let names):
      for name in names where !photos.contains(where: { $0.id == name }) {
        photos.append(Photo(id: name))
      }
    }
    presentForm()
  }

  /// Only a completed event has a completion type.
  func sendReport(request: Report.SendReport.Request) {
    guard let eventID else { return }
    let report = StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted, completionType: isCompleted ? completionType : nil,
      photos: photos)
    isSending = true
    reportBeingSent = report
    presentForm()
    presenter?.presentSendReport(response: .sending)
    Task {
      do {
        event = try await worker.submit(report)
        reportBeingSent = nil
        presenter?.presentSendReport(response: .sent)
      } catch {
        isSending = false
        reportBeingSent = nil
        presentForm()
        presenter?.presentSendReport(response: .failure)
      }
    }
  }

  /// A completed event must say how it was completed before the report can be sent.
  private func presentForm() {
    presenter?.presentEditForm(
      response: Report.EditForm.Response(
        isCompleted: isCompleted, canSend: !isCompleted || completionType != nil, isSending: isSending,
        photos: photos))
  }
}
