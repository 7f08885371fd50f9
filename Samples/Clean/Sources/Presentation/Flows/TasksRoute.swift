/// A screen pushed onto the Tasks stack, with the view model its flow made for it.
///
/// Two routes are the same screen when they hold the same view model, so that the stack keeps a
/// screen, and its state, for as long as its route is in the path.
enum TasksRoute: Hashable {
  case eventDetails(EventDetailViewModel)
  case customerDetails(CustomerViewModel)

  private var viewModel: AnyObject {
    switch self {
    case .eventDetails(let viewModel): viewModel
    case .customerDetails(let viewModel): viewModel
    }
  }

  static func == (lhs: TasksRoute, rhs: TasksRoute) -> Bool {
    lhs.viewModel === rhs.viewModel
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(viewModel))
  }
}
