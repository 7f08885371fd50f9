import ServiceKit

/// The report form: what the technician entered, and whether it is being sent.
public struct ReportState: Equatable, Sendable {
  public var note: String
  public var isCompleted: Bool
  /// How the event was completed; only while ``isCompleted``.
  public var completionType: CompletionType?
  /// In the order picked, each once.
  public var photos: [Photo]
  public var isSending: Bool

  public init(
    note: String = "", isCompleted: Bool = false, completionType: CompletionType? = nil, photos: [Photo] = [],
    isSending: Bool = false
  ) {
    self.note = note
    self.isCompleted = isCompleted
    self.completionType = completionType
    self.photos = photos
    self.isSending = isSending
  }
}
