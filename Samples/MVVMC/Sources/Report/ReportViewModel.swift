import Observation
import ServiceKit

/// The report form's fields, the rule that enables Send, and the sending.
///
/// It is `Identifiable` by identity: each form the coordinator presents is a new sheet.
@MainActor
@Observable
final class ReportViewModel: Identifiable {
  var note = ""
  var isCompleted = false
  var completionType: CompletionType?
  private(set) var photos: [Photo] = []
  private(set) var isSending = false
  var isShowingSendFailure = false

  /// The completion types, in the order the form offers them.
  let completionTypes = CompletionType.allCases

  private let eventID: ServiceEvent.ID
  /// Sends the report; the event's detail does it, as it shows the report's change meanwhile.
  private let submit: (StatusReport) async throws -> Void
  private let onSent: () -> Void
  private let onClose: () -> Void

  init(
    eventID: ServiceEvent.ID, submit: @escaping (StatusReport) async throws -> Void,
    onSent: @escaping () -> Void, onClose: @escaping () -> Void
  ) {
    self.eventID = eventID
    self.submit = submit
    self.onSent = onSent
    self.onClose = onClose
  }

  /// A completed event must say how it was completed.
  var canSend: Bool { !isCompleted || completionType != nil }

  func title(of completionType: CompletionType) -> String {
    switch completionType {
    case .repaired: "Repaired"
    case .newPart: "New part"
    case .other: "Other"
    }
  }

  /// Adds the photos picked, in the order picked, leaving out those already attached.
  func attach(_ picked: [Photo]) {
    for photo in picked where !photos.contains(photo) {
      photos.append(photo)
    }
  }

  /// Sends the report; a failure shows an alert and keeps the form.
  func send() async {
    guard canSend else { return }
    let report = StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted,
      completionType: isCompleted ? completionType : nil, photos: photos)
    isSending = true
    defer { isSending = false }
    do {
      try await submit(report)
      onSent()
    } catch {
      isShowingSendFailure = true
    }
  }

  /// Leaves the form without sending it.
  func close() {
    onClose()
  }
}
