import Foundation
import HeadlessUIKit
import ReferenceIntents
import ServiceKit
import SpecRules

/// Shows one event, loaded fresh and kept current with the server, and starts what a technician
/// does about it: call, navigate, report.
final class EventDetailViewController: ViewController {
  /// Called with the event as a report changes it: at once when it is sent, then as the server
  /// answered, or as it was again when it could not be sent.
  var onReportChange: ((ServiceEvent) -> Void)?
  private let eventID: ServiceEvent.ID
  private let backend: any Backend
  private var event: ServiceEvent?
  /// The event as it was before the report being sent, to show again if it cannot be sent.
  private var eventBeforeReport: ServiceEvent?
  private var liveUpdates: Task<Void, Never>?
  private let loadingStateView = LoadingStateView()
  /// Shown instead of the event once the server removed it.
  private let removedView = StackView()
  private let backToListButton = Button(title: "Back to list")
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

  deinit {
    liveUpdates?.cancel()
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
    backToListButton.accessibilityIdentifier = "backToList"
    backToListButton.addAction(
      Action { [weak self] _ in _ = self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside
    )
    let removedLabel = Label(text: "This event has been removed.")
    removedLabel.accessibilityIdentifier = "eventRemoved"
    removedView.addArrangedSubview(removedLabel)
    removedView.addArrangedSubview(backToListButton)
    removedView.isHidden = true
    detailsView.isHidden = true
    for subview in [
      nameLabel, addressLabel, dateLabel, descriptionLabel, statusLabel, contactButton, customerButton,
      locationButton, reportStatusButton,
    ] {
      detailsView.addArrangedSubview(subview)
    }
    view.addSubview(loadingStateView)
    view.addSubview(detailsView)
    view.addSubview(removedView)
    startLiveUpdates()
    loadEvent()
  }

  /// Follows the server's changes to this event, also while the customer screen or the report form covers it.
  private func startLiveUpdates() {
    let changes = backend.liveChanges()
    liveUpdates = Task { [weak self, eventID] in
      for await change in changes {
        switch change {
        case .updated(let event) where event.id == eventID:
          self?.show(event)
        case .removed(eventID):
          self?.showRemoved()
        default:
          break
        }
      }
    }
  }

  private func showRemoved() {
    loadingStateView.hide()
    detailsView.isHidden = true
    removedView.isHidden = false
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
    report.onSending = { [weak self] report in self?.reportSending(report) }
    report.onSend = { [weak self] event in self?.showReportChange(event) }
    report.onSendFailure = { [weak self] in self?.reportNotSent() }
    present(NavigationController(rootViewController: report), animated: true)
  }

  /// Shows the report at once, as the server will store it.
  private func reportSending(_ report: StatusReport) {
    guard var reported = event else { return }
    eventBeforeReport = event
    reported.report = report
    showReportChange(reported)
  }

  private func reportNotSent() {
    if let eventBeforeReport {
      showReportChange(eventBeforeReport)
    }
  }

  /// A report changes only the event's status; the rest of the screen stays as loaded.
  private func showReportChange(_ event: ServiceEvent) {
    self.event = event
    statusLabel.text = event.isCompleted ? "Completed" : "Open"
    onReportChange?(event)
  }
}
