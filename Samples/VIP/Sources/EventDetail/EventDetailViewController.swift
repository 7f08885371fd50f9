import HeadlessUIKit

/// What the event detail presenter gives its view controller to show.
@MainActor
protocol EventDetailDisplayLogic: AnyObject {
  func displayFetchEvent(viewModel: EventDetail.FetchEvent.ViewModel)
}

/// The event detail screen: asks the interactor for the event, shows what the presenter gives it, and hands
/// its buttons to the router.
final class EventDetailViewController: ViewController, EventDetailDisplayLogic {
  var interactor: EventDetailBusinessLogic?
  var router: (EventDetailRoutingLogic & EventDetailDataPassing)?
  let detailView = EventDetailView()

  override func loadView() {
    view = detailView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailView.loadingStateView.retryButton.addAction(
      Action { [weak self] _ in self?.fetchEvent() }, for: .touchUpInside)
    detailView.contactButton.addAction(Action { [weak self] _ in self?.router?.routeToCall() }, for: .touchUpInside)
    detailView.customerButton.addAction(
      Action { [weak self] _ in self?.router?.routeToCustomer() }, for: .touchUpInside)
    detailView.locationButton.addAction(Action { [weak self] _ in self?.router?.routeToMap() }, for: .touchUpInside)
    detailView.reportStatusButton.addAction(
      Action { [weak self] _ in self?.router?.routeToReport() }, for: .touchUpInside)
    fetchEvent()
  }

  // MARK: Requests

  private func fetchEvent() {
    interactor?.fetchEvent(request: EventDetail.FetchEvent.Request())
  }

  // MARK: EventDetailDisplayLogic

  func displayFetchEvent(viewModel: EventDetail.FetchEvent.ViewModel) {
    switch viewModel {
    case .loading:
      detailView.loadingStateView.showLoading()
      detailView.detailsView.isHidden = true
    case .event(let event):
      title = event.title
      detailView.nameLabel.text = event.name
      detailView.addressLabel.text = event.address
      detailView.dateLabel.text = event.date
      detailView.descriptionLabel.text = event.description
      detailView.statusLabel.text = event.status
      detailView.contactButton.setTitle(event.contactTitle, for: .normal)
      detailView.customerButton.setTitle(event.customerTitle, for: .normal)
      detailView.loadingStateView.hide()
      detailView.detailsView.isHidden = false
    case .error(let message):
      detailView.loadingStateView.showError(message)
      detailView.detailsView.isHidden = true
    }
  }
}
