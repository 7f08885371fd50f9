import Foundation
import HeadlessUIKit
import ServiceKit
import SpecRules

/// Shows one event, loaded fresh and kept as the server has it, and starts what a technician does about it: call,
/// navigate, report.
final class EventDetailViewController: ViewController, ReportViewControllerDelegate {
  let detailView = EventDetailView()
  private(set) var loadTask: Task<Void, Never>?
  /// `nil` until loaded, and once the event has been removed on the server.
  private(set) var event: ServiceEvent?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private let eventStore: EventStore
  private var liveUpdates: Task<Void, Never>?
  /// The event as it was before a report's change was shown, to show again if the report is not sent.
  private var unreportedEvent: ServiceEvent?

  init(eventID: ServiceEvent.ID, backend: any Backend, eventStore: EventStore) {
    self.eventID = eventID
    self.backend = backend
    self.eventStore = eventStore
    super.init()
  }

  /// Going back releases the screen, so this is where following the event ends.
  deinit {
    liveUpdates?.cancel()
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
    detailView.backToListButton.addAction(
      Action { [weak self] _ in self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside)
    followEvent()
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

  /// Follows the event on the live channel for as long as the screen exists, also under the customer screen and the
  /// report form.
  private func followEvent() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self] in
      for await change in changes {
        self?.apply(change)
      }
    }
  }

  /// Before the event has loaded a change is dropped: the load brings the server's state.
  private func apply(_ change: LiveChange) {
    guard event != nil else { return }
    switch change {
    case .updated(let event) where event.id == eventID:
      show(event)
    case .removed(eventID):
      showRemoved()
    default:
      break
    }
  }

  private func showRemoved() {
    event = nil
    detailView.detailsView.isHidden = true
    detailView.removedView.isHidden = false
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

  func reportViewController(_ controller: ReportViewController, willSend report: StatusReport) {
    guard var reported = event else { return }
    unreportedEvent = event
    reported.report = report
    show(reported)
  }

  func reportViewController(_ controller: ReportViewController, didFailToSend report: StatusReport) {
    guard event != nil, let unreportedEvent else { return }
    show(unreportedEvent)
  }

  func reportViewController(_ controller: ReportViewController, didSend event: ServiceEvent) {
    controller.dismiss(animated: true)
    if self.event != nil {
      show(event)
    }
  }

  func reportViewControllerDidCancel(_ controller: ReportViewController) {
    controller.dismiss(animated: true)
  }
}
