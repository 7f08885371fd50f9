import HeadlessUIKit

/// The event detail screen: forwards its buttons to the presenter and shows the event it is given.
final class EventDetailViewController: ViewController, EventDetailViewInterface {
  var presenter: EventDetailPresenterInterface!
  let detailView = EventDetailView()

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapRetry() }, for: .touchUpInside)
    detailView.contactButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapContact() }, for: .touchUpInside)
    detailView.customerButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapCustomer() }, for: .touchUpInside)
    detailView.locationButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapLocation() }, for: .touchUpInside)
    detailView.reportStatusButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapReportStatus() }, for: .touchUpInside)
    detailView.backToListButton.addAction(
      Action { [weak self] _ in self?.presenter.didTapBackToList() }, for: .touchUpInside)
    presenter.viewDidLoad()
  }

  // MARK: EventDetailViewInterface

  func showLoading() {
    detailView.loadingStateView.showLoading()
    detailView.detailsView.isHidden = true
  }

  func showError(_ message: String) {
    detailView.loadingStateView.showError(message)
    detailView.detailsView.isHidden = true
  }

  func showEvent(_ viewModel: EventDetailViewModel) {
    title = viewModel.title
    detailView.nameLabel.text = viewModel.name
    detailView.addressLabel.text = viewModel.address
    detailView.dateLabel.text = viewModel.date
    detailView.descriptionLabel.text = viewModel.description
    detailView.statusLabel.text = viewModel.status
    detailView.contactButton.setTitle(viewModel.contactTitle, for: .normal)
    detailView.customerButton.setTitle(viewModel.customerTitle, for: .normal)
    detailView.loadingStateView.hide()
    detailView.detailsView.isHidden = false
    detailView.removedView.isHidden = true
  }

  func showRemoved(_ message: String) {
    detailView.removedLabel.text = message
    detailView.loadingStateView.hide()
    detailView.detailsView.isHidden = true
    detailView.removedView.isHidden = false
  }
}
