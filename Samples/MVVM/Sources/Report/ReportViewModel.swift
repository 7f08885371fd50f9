import Observation
import ServiceKit

/// The report form's fields, the rule that enables Send, and the sending.
@MainActor
@Observable
final class ReportViewModel {
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

  init(eventID: ServiceEvent.ID, submit: @escaping (StatusReport) async throws -> Void) {
    self.eventID = eventID
    self.submit = submit
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

  /// Sends the report and tells whether it was sent; a failure shows an alert and keeps the form.
  func send() async -> Bool {
    guard canSend else { return false }
    let report = StatusReport(
      eventID: eventID, note: note, isCompleted: isCompleted,
      completionType: isCompleted ? completionType : nil, photos: photos)
    isSending = true
    defer { isSending = false }
    do {
      try await submit(report)
      return true
    } catch {
      isShowingSendFailure = true
      return false
    }
  }
}
