import CleanData
import CleanDomain
import CleanPresentation
import ServiceKit

/// The composition root: the repositories over the backend, the use cases over them, the view
/// models over those, and the flows that show them.
///
/// It holds no user state: the repositories keep nothing but the session's token on the device,
/// and everything a technician sees lives in view models that the flows own and logging out drops.
@MainActor
final class AppDIContainer {
  private let authRepository: any AuthRepository
  private let eventRepository: any EventRepository
  private let customerRepository: any CustomerRepository
  private let reportRepository: any ReportRepository

  init(backend: any Backend, storage: DeviceStorage) {
    authRepository = BackendAuthRepository(backend: backend, tokenStorage: SessionTokenStorage(storage: storage))
    eventRepository = BackendEventRepository(backend: backend)
    customerRepository = BackendCustomerRepository(backend: backend)
    reportRepository = BackendReportRepository(backend: backend)
  }

  func makeAppFlowCoordinator() -> AppFlowCoordinator {
    AppFlowCoordinator(dependencies: self)
  }
}

extension AppDIContainer: AppFlowCoordinatorDependencies {
  func makeResumeSessionUseCase() -> any ResumeSessionUseCase {
    DefaultResumeSessionUseCase(repository: authRepository)
  }

  func makeLoginViewModel(resumeError: DomainError?, actions: LoginViewModelActions) -> LoginViewModel {
    LoginViewModel(
      logInUseCase: DefaultLogInUseCase(repository: authRepository), resumeError: resumeError, actions: actions)
  }

  func makeAccountViewModel(technician: Technician, actions: AccountViewModelActions) -> AccountViewModel {
    AccountViewModel(
      technician: technician, logOutUseCase: DefaultLogOutUseCase(repository: authRepository), actions: actions)
  }

  func makeTasksFlowCoordinator() -> TasksFlowCoordinator {
    TasksFlowCoordinator(dependencies: self)
  }
}

extension AppDIContainer: TasksFlowCoordinatorDependencies {
  func makeTasksViewModel(actions: TasksViewModelActions) -> TasksViewModel {
    TasksViewModel(
      loadEventsUseCase: DefaultLoadEventsUseCase(repository: eventRepository),
      filterEventsUseCase: DefaultFilterEventsUseCase(),
      observeEventChangesUseCase: DefaultObserveEventChangesUseCase(repository: eventRepository), actions: actions)
  }

  func makeEventDetailViewModel(eventID: Event.ID, actions: EventDetailViewModelActions) -> EventDetailViewModel {
    EventDetailViewModel(
      eventID: eventID, loadEventUseCase: DefaultLoadEventUseCase(repository: eventRepository),
      observeEventChangesUseCase: DefaultObserveEventChangesUseCase(repository: eventRepository), actions: actions)
  }

  func makeCustomerViewModel(customerID: CleanDomain.Customer.ID) -> CustomerViewModel {
    CustomerViewModel(
      customerID: customerID, loadCustomerUseCase: DefaultLoadCustomerUseCase(repository: customerRepository))
  }

  func makeReportViewModel(eventID: Event.ID, actions: ReportViewModelActions) -> ReportViewModel {
    ReportViewModel(
      eventID: eventID, submitReportUseCase: DefaultSubmitReportUseCase(repository: reportRepository),
      actions: actions)
  }
}
