import CleanDomain

/// The screens pushed onto the Tasks navigation stack.
enum TasksRoute: Hashable {
  case event(Event.ID)
  case customer(Customer.ID)
}
