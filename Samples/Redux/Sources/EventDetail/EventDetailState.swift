import ServiceKit

/// The event detail: which event it shows, that event as loaded and changed on the server since, and whether the
/// server removed it.
public struct EventDetailState: Equatable, Sendable {
  public var eventID: ServiceEvent.ID
  public var event: Loadable<ServiceEvent>
  public var isRemoved: Bool

  public init(eventID: ServiceEvent.ID, event: Loadable<ServiceEvent> = .loading, isRemoved: Bool = false) {
    self.eventID = eventID
    self.event = event
    self.isRemoved = isRemoved
  }
}
