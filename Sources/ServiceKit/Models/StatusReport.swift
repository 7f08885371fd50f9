/// What a technician reports about an event.
public struct StatusReport: Equatable, Hashable, Sendable, Codable {
  public var eventID: ServiceEvent.ID
  public var note: String
  public var isCompleted: Bool
  /// Set when the event is completed; `nil` otherwise.
  public var completionType: CompletionType?
  public var photos: [Photo]

  public init(
    eventID: ServiceEvent.ID, note: String, isCompleted: Bool, completionType: CompletionType?,
    photos: [Photo]
  ) {
    self.eventID = eventID
    self.note = note
    self.isCompleted = isCompleted
    self.completionType = completionType
    self.photos = photos
  }
}
