import Foundation
import HeadlessUIKit
import ServiceKit
import SpecRules

/// Shows one event, loaded fresh, and starts what a technician does about it: call, navigate, report.
final class EventDetailViewController: ViewController {
  /// Called with the event a sent report updated, after the form has closed.
  var onReportSent: ((ServiceEvent) -> Void)?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private var event: ServiceEvent?
  private let loadingStateView = LoadingStateView()
  /// Hidden until the event has loaded.
  private let detailsView = StackView()
  private let nameLabel = Label()
  private let addressLabel = Label()
  private let dateLabel = Label()
  private let descriptionLabel = Label()
  private let statusLabel = Label()
  private let contactButton = Button()
  private let customerButton = Button()
  private let locationButton = Button(title: "Show on map")
  private let reportStatusButton = Button(title: "Report status")

  init(eventID: ServiceEvent.ID, backend: any Backend) {
    self.eventID = eventID
    self.backend = backend
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    statusLabel.accessibilityIdentifier = "status"
    contactButton.accessibilityIdentifier = "contact"
    customerButton.accessibilityIdentifier = "customer"
    locationButton.accessibilityIdentifier = "location"
    reportStatusButton.accessibilityIdentifier = "reportStatus"
    loadingStateView.retryButton.addAction(Action { [weak self] _ in self?.loadEvent() }, for: .touchUpInside)
    contactButton.addAction(Action { [weak self] _ in self?.callContact() }, for: .touchUpInside)
    customerButton.addAction(Action { [weak self] _ in self?.showCustomer() }, for: .touchUpInside)
    locationButton.addAction(Action { [weak self] _ in self?.showOnMap() }, for: .touchUpInside)
    reportStatusButton.addAction(Action { [weak self] _ in self?.reportStatus() }, for: .touchUpInside)
    detailsView.isHidden = true
    for subview in [
      nameLabel, addressLabel, dateLabel, descriptionLabel, statusLabel, contactButton, customerButton,
      locationButton, reportStatusButton,
    ] {
      detailsView.addArrangedSubview(subview)
    }
    view.addSubview(loadingStateView)
    view.addSubview(detailsView)
    loadEvent()
  }

  private func loadEvent() {
    loadingStateView.showLoading()
    Task {
      do {
        show(try await backend.event(id: eventID))
        loadingStateView.hide()
      } catch {
        loadingStateView.showError("Could not load the event.")
      }
    }
  }

  private func show(_ event: ServiceEvent) {
    self.event = event
    title = event.name
    nameLabel.text = event.name
    addressLabel.text = event.address
    dateLabel.text = DisplayDate.dateAndTime(event.date)
    descriptionLabel.text = event.description
    statusLabel.text = event.isCompleted ? "Completed" : "Open"
    contactButton.setTitle("Contact: \(event.contact.name)", for: .normal)
    customerButton.setTitle("Customer: \(event.customerName)", for: .normal)
    detailsView.isHidden = false
  }

  private func callContact() {
    guard let url = event.flatMap({ URL.call($0.contact) }) else { return }
    open(url)
  }

  private func showCustomer() {
    guard let event else { return }
    navigationController?.pushViewController(
      CustomerViewController(customerID: event.customerID, backend: backend), animated: true)
  }

  private func showOnMap() {
    guard let url = event.flatMap({ URL.map(of: $0.location, named: $0.name) }) else { return }
    open(url)
  }

  private func reportStatus() {
    let report = ReportViewController(eventID: eventID, backend: backend)
    report.onSend = { [weak self] event in self?.reportSent(event) }
    present(NavigationController(rootViewController: report), animated: true)
  }

  /// A report changes only the event's status; the rest of the screen stays as loaded.
  private func reportSent(_ event: ServiceEvent) {
    self.event = event
    statusLabel.text = event.isCompleted ? "Completed" : "Open"
    onReportSent?(event)
  }
}
