import HeadlessUIKit
import ServiceKit

/// The event detail screen: forwards its buttons to the presenter, and shows, opens and navigates as told.
final class EventDetailViewController: ViewController, EventDetailView {
  let rootView = EventDetailRootView()
  private let presenter: EventDetailPresenter
  private let factory: ScreenFactory

  init(presenter: EventDetailPresenter, factory: ScreenFactory) {
    self.presenter = presenter
    self.factory = factory
    super.init()
  }

  override func loadView() {
    view = rootView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rootView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    rootView.contactButton.addAction(Action { [weak self] _ in self?.presenter.didTapContact() }, for: .touchUpInside)
    rootView.customerButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapCustomer() }, for: .touchUpInside)
    rootView.locationButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapLocation() }, for: .touchUpInside)
    rootView.reportStatusButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapReportStatus() }, for: .touchUpInside)
    rootView.backToListButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapBackToList() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: EventDetailView

  func showLoading() {
    rootView.loadingStateView.showLoading()
    rootView.detailsView.isHidden = true
  }

  func showLoadingError(_ message: String) {
    rootView.loadingStateView.showError(message)
    rootView.detailsView.isHidden = true
  }

  func show(_ event: EventDetailViewData) {
    title = event.title
    rootView.nameLabel.text = event.name
    rootView.addressLabel.text = event.address
    rootView.dateLabel.text = event.date
    rootView.descriptionLabel.text = event.description
    rootView.statusLabel.text = event.status
    rootView.contactButton.setTitle(event.contact, for: .normal)
    rootView.customerButton.setTitle(event.customer, for: .normal)
    rootView.loadingStateView.hide()
    rootView.detailsView.isHidden = false
  }

  func showRemoved(_ message: String) {
    rootView.removedLabel.text = message
    rootView.detailsView.isHidden = true
    rootView.removedView.isHidden = false
  }

  func showList() {
    navigationController?.popViewController(animated: true)
  }

  func showCustomer(for customerID: Customer.ID) {
    navigationController?.pushViewController(factory.makeCustomer(customerID: customerID), animated: true)
  }

  func showReportForm(for eventID: ServiceEvent.ID) {
    let report = factory.makeReport(eventID: eventID, delegate: presenter)
    present(NavigationController(rootViewController: report), animated: true)
  }
}
