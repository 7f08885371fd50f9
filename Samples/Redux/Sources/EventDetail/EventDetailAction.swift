import ServiceKit

/// What happens on the event detail, and what the backend says about the event.
enum EventDetailAction: Equatable, Sendable {
  case retryTapped(ServiceEvent.ID)
  case customerTapped(Customer.ID)
  case reportStatusTapped(ServiceEvent.ID)
  /// Tapped on a removed event's detail.
  case backToListTapped
  case eventLoaded(ServiceEvent)
  case eventFailedToLoad(ServiceEvent.ID)
}
