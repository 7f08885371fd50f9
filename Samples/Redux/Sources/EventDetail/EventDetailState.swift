import ServiceKit

/// The event detail: which event it shows, and that event as loaded.
public struct EventDetailState: Equatable, Sendable {
  public var eventID: ServiceEvent.ID
  public var event: Loadable<ServiceEvent>

  public init(eventID: ServiceEvent.ID, event: Loadable<ServiceEvent> = .loading) {
    self.eventID = eventID
    self.event = event
  }
}
