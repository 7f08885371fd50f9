import ServiceKit

/// A screen the Tasks tab pushes onto its list.
///
/// One type for every screen of the stack, so that an event's id and a customer's id,
/// both integers, never pick each other's destination.
enum TasksRoute: Hashable {
  case eventDetail(ServiceEvent.ID)
  case customer(Customer.ID)
}
