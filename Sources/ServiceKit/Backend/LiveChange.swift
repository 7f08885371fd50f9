/// A change the backend pushes while the app is running.
public enum LiveChange: Equatable, Hashable, Sendable {
  case added(ServiceEvent)
  case updated(ServiceEvent)
  case removed(ServiceEvent.ID)
}
