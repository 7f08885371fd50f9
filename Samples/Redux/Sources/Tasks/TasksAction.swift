import ServiceKit

/// What happens on the Tasks list, and what the backend says about the events.
enum TasksAction: Equatable, Sendable {
  case appeared
  case searchTextChanged(String)
  case openOnlyChanged(Bool)
  case refreshPulled
  case retryTapped
  case eventTapped(ServiceEvent.ID)
  case eventsLoaded([ServiceEvent])
  case eventsFailedToLoad
  case liveChangeReceived(LiveChange)
}
