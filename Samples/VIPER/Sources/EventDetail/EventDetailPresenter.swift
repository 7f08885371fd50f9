import Foundation
import SpecRules

/// Formats the loaded event for display and turns the detail's buttons into navigation.
@MainActor
final class EventDetailPresenter: EventDetailPresenterInterface, EventDetailInteractorOutput, ReportModuleOutput {
  private weak var view: EventDetailViewInterface?
  private let interactor: EventDetailInteractorInput
  private let router: EventDetailRouterInterface
  private weak var moduleOutput: EventDetailModuleOutput?
  /// The event as last loaded; the buttons act on it.
  private var event: EventDetailData?

  init(
    view: EventDetailViewInterface, interactor: EventDetailInteractorInput, router: EventDetailRouterInterface,
    moduleOutput: EventDetailModuleOutput?
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.moduleOutput = moduleOutput
  }

  // MARK: EventDetailPresenterInterface

  func viewDidLoad() {
    view?.showLoading()
    interactor.loadEvent()
  }

  func didTapRetry() {
    view?.showLoading()
    interactor.loadEvent()
  }

  func didTapContact() {
    guard let event else { return }
    router.callPhone(event.contactPhone)
  }

  func didTapCustomer() {
    guard let event else { return }
    router.showCustomer(customerID: event.customerID)
  }

  func didTapLocation() {
    guard let event else { return }
    router.showMap(latitude: event.latitude, longitude: event.longitude, name: event.name)
  }

  func didTapReportStatus() {
    guard let event else { return }
    router.showReport(eventID: event.id, output: self)
  }

  // MARK: EventDetailInteractorOutput

  func didLoadEvent(_ event: EventDetailData) {
    self.event = event
    view?.showEvent(
      EventDetailViewModel(
        title: event.name, name: event.name, address: event.address,
        date: DisplayDate.dateAndTime(event.date), description: event.description,
        status: event.isCompleted ? "Completed" : "Open", contactTitle: "Contact: \(event.contactName)",
        customerTitle: "Customer: \(event.customerName)"))
  }

  func didFailToLoadEvent() {
    view?.showError("Could not load the event.")
  }

  // MARK: ReportModuleOutput

  /// A sent report changes the event on the server: this screen and the list load it again, the screen
  /// without a spinner so that the old status stays in view meanwhile.
  func reportModuleDidSendReport() {
    interactor.loadEvent()
    if let event {
      moduleOutput?.eventDetailModuleDidChangeEvent(id: event.id)
    }
  }
}
