import Foundation
import ServiceKit
import SpecRules

/// Loads one event, formats it for the detail screen, and decides where the screen's buttons lead.
@MainActor
final class EventDetailPresenter: ReportPresenterDelegate {
  weak var view: EventDetailView?
  weak var delegate: EventDetailPresenterDelegate?
  private(set) var loadTask: Task<Void, Never>?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private var event: ServiceEvent?

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
  }

  func viewDidLoad() {
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

  // MARK: ReportPresenterDelegate

  func reportPresenter(_ presenter: ReportPresenter, didSubmit event: ServiceEvent) {
    show(event)
    delegate?.eventDetailPresenter(self, didUpdate: event)
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
