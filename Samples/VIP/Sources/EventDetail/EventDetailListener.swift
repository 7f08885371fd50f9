import ServiceKit

/// Hears that the event detail scene changed its event, so that the scene that opened it shows the change.
@MainActor
protocol EventDetailListener: AnyObject {
  func eventDetail(didUpdate event: ServiceEvent)
}
