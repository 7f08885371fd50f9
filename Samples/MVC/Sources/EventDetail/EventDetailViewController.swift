import Foundation
import HeadlessUIKit
import ServiceKit
import SpecRules

/// Shows one event, loaded fresh, and starts what a technician does about it: call, navigate, report.
final class EventDetailViewController: ViewController, ReportViewControllerDelegate {
  let detailView = EventDetailView()
  private(set) var loadTask: Task<Void, Never>?
  private(set) var event: ServiceEvent?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private let eventStore: EventStore

  init(eventID: ServiceEvent.ID, backend: any Backend, eventStore: EventStore) {
    self.eventID = eventID
    self.backend = backend
    self.eventStore = eventStore
    super.init()
  }

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.loadEvent() }, for: .touchUpInside)
    detailView.contactButton.addAction(Action { [weak self] _ in self?.callContact() }, for: .touchUpInside)
    detailView.customerButton.addAction(Action { [weak self] _ in self?.showCustomer() }, for: .touchUpInside)
    detailView.locationButton.addAction(Action { [weak self] _ in self?.showOnMap() }, for: .touchUpInside)
    detailView.reportStatusButton.addAction(Action { [weak self] _ in self?.reportStatus() }, for: .touchUpInside)
    loadEvent()
  }

  private func loadEvent() {
    detailView.loadingStateView.showLoading()
    loadTask = Task {
      do {
        show(try await backend.event(id: eventID))
        detailView.loadingStateView.hide()
      } catch {
        detailView.loadingStateView.showError("Could not load the event.")
      }
    }
  }

  private func show(_ event: ServiceEvent) {
    self.event = event
    title = event.name
    detailView.nameLabel.text = event.name
    detailView.addressLabel.text = event.address
    detailView.dateLabel.text = DisplayDate.dateAndTime(event.date)
    detailView.descriptionLabel.text = event.description
    detailView.statusLabel.text = event.isCompleted ? "Completed" : "Open"
    detailView.contactButton.setTitle("Contact: \(event.contact.name)", for: .normal)
    detailView.customerButton.setTitle("Customer: \(event.customerName)", for: .normal)
    detailView.detailsView.isHidden = false
  }

  private func callContact() {
    guard let url = event.flatMap({ URL.call($0.contact) }) else { return }
    open(url)
  }

  private func showCustomer() {
    guard let event else { return }
    let customer = CustomerViewController(customerID: event.customerID, backend: backend)
    navigationController?.pushViewController(customer, animated: true)
  }

  private func showOnMap() {
    guard let url = event.flatMap({ URL.map(of: $0.location, named: $0.name) }) else { return }
    open(url)
  }

  private func reportStatus() {
    let report = ReportViewController(eventID: eventID, eventStore: eventStore)
    report.delegate = self
    present(NavigationController(rootViewController: report), animated: true)
  }

  // MARK: ReportViewControllerDelegate

  func reportViewController(_ controller: ReportViewController, didSend event: ServiceEvent) {
    controller.dismiss(animated: true)
    show(event)
  }

  func reportViewControllerDidCancel(_ controller: ReportViewController) {
    controller.dismiss(animated: true)
  }
}
