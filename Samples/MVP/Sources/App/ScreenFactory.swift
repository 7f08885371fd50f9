import ServiceKit

/// Assembles each screen: creates its presenter and view controller, and connects the two.
///
/// View controllers use it to build the next screen, so that no view ever holds the backend.
@MainActor
final class ScreenFactory {
  private let backend: any Backend
  private let storage: DeviceStorage

  init(backend: any Backend, storage: DeviceStorage) {
    self.backend = backend
    self.storage = storage
  }

  func makeLaunch(
    onResume: @escaping (User) -> Void, onLogInNeeded: @escaping (String) -> Void
  ) -> LaunchViewController {
    let presenter = LaunchPresenter(backend: backend, storage: storage)
    presenter.onResume = onResume
    presenter.onLogInNeeded = onLogInNeeded
    let controller = LaunchViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeLogin(message: String? = nil, onLogIn: @escaping (User) -> Void) -> LoginViewController {
    let presenter = LoginPresenter(backend: backend, storage: storage, message: message)
    presenter.onLogIn = onLogIn
    let controller = LoginViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeTasks() -> TasksViewController {
    let presenter = TasksPresenter(backend: backend)
    let controller = TasksViewController(presenter: presenter, factory: self)
    presenter.view = controller
    return controller
  }

  func makeEventDetail(
    eventID: ServiceEvent.ID, delegate: EventDetailPresenterDelegate
  ) -> EventDetailViewController {
    let presenter = EventDetailPresenter(eventID: eventID, backend: backend)
    presenter.delegate = delegate
    let controller = EventDetailViewController(presenter: presenter, factory: self)
    presenter.view = controller
    return controller
  }

  func makeCustomer(customerID: Customer.ID) -> CustomerViewController {
    let presenter = CustomerPresenter(customerID: customerID, backend: backend)
    let controller = CustomerViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeReport(eventID: ServiceEvent.ID, delegate: ReportPresenterDelegate) -> ReportViewController {
    let presenter = ReportPresenter(eventID: eventID, backend: backend)
    presenter.delegate = delegate
    let controller = ReportViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  func makeAccount(user: User) -> AccountViewController {
    let presenter = AccountPresenter(user: user, backend: backend, storage: storage)
    let controller = AccountViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }
}
