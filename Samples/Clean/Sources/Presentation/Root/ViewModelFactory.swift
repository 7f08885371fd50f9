import CleanDomain

/// Makes each screen's view model with its use cases; the composition root implements it.
///
/// The callbacks are how a screen tells the one that showed it what happened, so that
/// view models never know of each other.
@MainActor
public protocol ViewModelFactory {
  func makeLoginViewModel(onLoggedIn: @escaping (Technician) -> Void) -> LoginViewModel
  func makeTasksViewModel() -> TasksViewModel
  func makeEventDetailViewModel(eventID: Event.ID, onEventUpdated: @escaping (Event) -> Void) -> EventDetailViewModel
  func makeCustomerViewModel(customerID: Customer.ID) -> CustomerViewModel
  func makeReportViewModel(eventID: Event.ID, onSent: @escaping (Event) -> Void) -> ReportViewModel
  func makeAccountViewModel(technician: Technician, onLoggedOut: @escaping () -> Void) -> AccountViewModel
}
