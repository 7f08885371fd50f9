import Foundation
import SpecRules

/// Formats the loaded event for display, follows its changes, and turns the detail's buttons into navigation.
@MainActor
final class EventDetailPresenter: EventDetailPresenterInterface, EventDetailInteractorOutput, ReportModuleOutput {
  private weak var view: EventDetailViewInterface?
  private let interactor: EventDetailInteractorInput
  private let router: EventDetailRouterInterface
  private weak var moduleOutput: EventDetailModuleOutput?
  /// The event as last loaded or changed on the server; the buttons act on it. `nil` once it was removed.
  private var event: EventDetailData?
  /// A report that completes the event is being sent, or was sent and the server's copy of the event has not come
  /// back yet: the status says Completed meanwhile.
  private var isCompleting = false

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
    interactor.startLiveUpdates()
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

  func didTapBackToList() {
    router.closeDetail()
  }

  // MARK: EventDetailInteractorOutput

  func didLoadEvent(_ event: EventDetailData) {
    self.event = event
    if event.isCompleted {
      isCompleting = false
    }
    showEvent()
  }

  func didFailToLoadEvent() {
    view?.showError("Could not load the event.")
  }

  func didRemoveEvent() {
    event = nil
    view?.showRemoved("This event has been removed.")
  }

  // MARK: ReportModuleOutput

  /// The status and the list's row say Completed at once, not when the server answers.
  func reportModuleWillSendReport(completingEvent: Bool) {
    guard completingEvent, let event else { return }
    isCompleting = true
    showEvent()
    moduleOutput?.eventDetailModuleIsCompletingEvent(id: event.id)
  }

  /// Shows again what was shown before Send, here and in the list.
  func reportModuleDidFailToSendReport() {
    guard isCompleting, let event else { return }
    isCompleting = false
    showEvent()
    moduleOutput?.eventDetailModuleDidFailToCompleteEvent(id: event.id)
  }

  /// A sent report changes the event on the server: this screen and the list load it again, the screen
  /// without a spinner so that the old status stays in view meanwhile.
  func reportModuleDidSendReport() {
    interactor.loadEvent()
    if let event {
      moduleOutput?.eventDetailModuleDidChangeEvent(id: event.id)
    }
  }

  // MARK: Formatting

  private func showEvent() {
    guard let event else { return }
    view?.showEvent(
      EventDetailViewModel(
        title: event.name, name: event.name, address: event.address,
        date: DisplayDate.dateAndTime(event.date), description: event.description,
        status: event.isCompleted || isCompleting ? "Completed" : "Open",
        contactTitle: "Contact: \(event.contactName)", customerTitle: "Customer: \(event.customerName)"))
  }
}
