import SpecRules

/// A change to the technician's events made elsewhere: by the dispatcher, or by a report the technician sent.
public enum EventChange: Equatable, Sendable {
  case added(Event)
  case updated(Event)
  case removed(Event.ID)

  /// Applies the change to events in schedule order, keeping them in that order.
  public func apply(to events: inout [Event]) {
    switch self {
    case .added(let event), .updated(let event):
      events.place(event)
    case .removed(let id):
      events.removeAll { $0.id == id }
    }
  }
}
