import CleanData
import CleanDomain
import CleanPresentation
import ServiceKit

/// The composition root: the repositories over the backend, the use cases over them, the view models over those.
///
/// It holds no user state: the repositories are stateless, and everything a technician
/// sees lives in view models that the screens own and logging out drops.
@MainActor
final class AppDIContainer: ViewModelFactory {
  private let authRepository: any AuthRepository
  private let eventRepository: any EventRepository
  private let customerRepository: any CustomerRepository
  private let reportRepository: any ReportRepository

  init(backend: any Backend) {
    authRepository = BackendAuthRepository(backend: backend)
    eventRepository = BackendEventRepository(backend: backend)
    customerRepository = BackendCustomerRepository(backend: backend)
    reportRepository = BackendReportRepository(backend: backend)
  }

  func makeLoginViewModel(onLoggedIn: @escaping (Technician) -> Void) -> LoginViewModel {
    LoginViewModel(logInUseCase: LogInUseCase(repository: authRepository), onLoggedIn: onLoggedIn)
  }

  func makeTasksViewModel() -> TasksViewModel {
    TasksViewModel(
      loadEventsUseCase: LoadEventsUseCase(repository: eventRepository), filterEventsUseCase: FilterEventsUseCase(),
      observeEventChangesUseCase: ObserveEventChangesUseCase(repository: eventRepository))
  }

  func makeEventDetailViewModel(eventID: Event.ID, onEventUpdated: @escaping (Event) -> Void) -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: eventID, loadEventUseCase: LoadEventUseCase(repository: eventRepository),
      onEventUpdated: onEventUpdated)
  }

  func makeCustomerViewModel(customerID: CleanDomain.Customer.ID) -> CustomerViewModel {
    CustomerViewModel(
      customerID: customerID, loadCustomerUseCase: LoadCustomerUseCase(repository: customerRepository))
  }

  func makeReportViewModel(eventID: Event.ID, onSent: @escaping (Event) -> Void) -> ReportViewModel {
    ReportViewModel(
      eventID: eventID, submitReportUseCase: SubmitReportUseCase(repository: reportRepository), onSent: onSent)
  }

  func makeAccountViewModel(technician: Technician, onLoggedOut: @escaping () -> Void) -> AccountViewModel {
    AccountViewModel(
      technician: technician, logOutUseCase: LogOutUseCase(repository: authRepository), onLoggedOut: onLoggedOut)
  }
}
