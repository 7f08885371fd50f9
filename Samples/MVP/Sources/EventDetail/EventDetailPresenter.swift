import Foundation
import ServiceKit
import SpecRules

/// Loads one event, keeps it as the server has it, formats it for the detail screen, and decides where the screen's
/// buttons lead.
@MainActor
final class EventDetailPresenter: ReportPresenterDelegate {
  weak var view: EventDetailView?
  weak var delegate: EventDetailPresenterDelegate?
  private(set) var loadTask: Task<Void, Never>?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  /// `nil` until loaded, and once the event has been removed on the server.
  private var event: ServiceEvent?
  /// The event as it was before a report's change was shown, to show again if the report is not sent.
  private var unreportedEvent: ServiceEvent?
  private var liveUpdates: Task<Void, Never>?

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  /// Going back releases the screen, and with it this presenter, so this is where following the event ends.
  deinit {
    liveUpdates?.cancel()
  }

  func viewDidLoad() {
    followEvent()
    loadEvent()
  }

  func didTapRetry() {
    loadEvent()
  }

  func didTapContact() {
    guard let url = event.flatMap({ URL.phoneCall(to: $0.contact) }) else { return }
    view?.open(url)
  }

  func didTapCustomer() {
    guard let event else { return }
    view?.showCustomer(for: event.customerID)
  }

  func didTapLocation() {
    guard let url = event.flatMap({ URL.map(of: $0.location, named: $0.name) }) else { return }
    view?.open(url)
  }

  func didTapReportStatus() {
    view?.showReportForm(for: eventID)
  }

  func didTapBackToList() {
    view?.showList()
  }

  // MARK: ReportPresenterDelegate

  func reportPresenter(_ presenter: ReportPresenter, willSubmit report: StatusReport) {
    guard var reported = event else { return }
    unreportedEvent = event
    reported.report = report
    update(to: reported)
  }

  func reportPresenter(_ presenter: ReportPresenter, didFailToSubmit report: StatusReport) {
    guard event != nil, let unreportedEvent else { return }
    update(to: unreportedEvent)
  }

  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent) {
    guard self.event != nil else { return }
    update(to: event)
  }

  // MARK: Private

  private func loadEvent() {
    view?.showLoading()
    loadTask = Task {
      do {
        show(try await backend.event(id: eventID))
      } catch {
        view?.showLoadingError("Could not load the event.")
      }
    }
  }

  /// Follows the event on the live channel for as long as the presenter lives, also under the customer screen and the
  /// report form.
  private func followEvent() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Before the event has loaded a change is dropped: the load brings the server's state. The list hears of the
  /// change on its own subscription.
  private func apply(_ change: LiveChange) {
    guard event != nil else { return }
    switch change {
    case .updated(let changed) where changed.id == eventID:
      show(changed)
    case .removed(eventID):
      event = nil
      view?.showRemoved("This event has been removed.")
    default:
      break
    }
  }

  /// Shows a change a report made, and tells the list, whose row shows the same.
  private func update(to event: ServiceEvent) {
    show(event)
    delegate?.eventDetailPresenter(self, didUpdate: event)
  }

  private func show(_ event: ServiceEvent) {
    self.event = event
    view?.show(
      EventDetailViewData(
        title: event.name, name: event.name, address: event.address,
        date: DisplayDate.dateAndTime(event.date), description: event.description,
        status: event.isCompleted ? "Completed" : "Open", contact: "Contact: \(event.contact.name)",
        customer: "Customer: \(event.customerName)"))
  }
}
