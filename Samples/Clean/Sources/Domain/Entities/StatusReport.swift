/// What a technician reports about an event: a note, whether it is completed and how, and photos.
public struct StatusReport: Equatable, Sendable {
  public let eventID: Event.ID
  public let note: String
  public let isCompleted: Bool
  /// How the event was completed; always `nil` for an event that is not.
  public let completionType: CompletionType?
  public let photos: [Photo]

  /// A report; a completion type given for an event that is not completed is dropped.
  public init(
    eventID: Event.ID, note: String, isCompleted: Bool, completionType: CompletionType?, photos: [Photo]
  ) {
    self.eventID = eventID
    self.note = note
    self.isCompleted = isCompleted
    self.completionType = isCompleted ? completionType : nil
    self.photos = photos
  }

  /// A completed event must say how it was completed before it can be reported.
  public var isReadyToSend: Bool {
    !isCompleted || completionType != nil
  }
}
