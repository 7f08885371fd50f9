import HeadlessUIKit

/// What the event detail presenter gives its view controller to show.
@MainActor
protocol EventDetailDisplayLogic: AnyObject {
  func displayFetchEvent(viewModel: EventDetail.FetchEvent.ViewModel)
  func displayShowUpdatedEvent(viewModel: EventDetail.ShowUpdatedEvent.ViewModel)
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
    detailView.backToListButton.addAction(
      Action { [weak self] _ in self?.router?.routeToTasks() }, for: .touchUpInside)
    fetchEvent()
  }

  // MARK: Requests

  private func fetchEvent() {
    interactor?.fetchEvent(request: EventDetail.FetchEvent.Request())
  }

  /// Asked for by the report's router when the form closes, and while the sheet is up when a report is sent: a
  /// sheet's closing is no appearance of the screen under it.
  func showUpdatedEvent() {
    interactor?.showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request())
  }

  // MARK: EventDetailDisplayLogic

  func displayFetchEvent(viewModel: EventDetail.FetchEvent.ViewModel) {
    switch viewModel {
    case .loading:
      detailView.loadingStateView.showLoading()
      detailView.detailsView.isHidden = true
    case .event(let event):
      show(event)
    case .error(let message):
      detailView.loadingStateView.showError(message)
      detailView.detailsView.isHidden = true
    case .removed(let message):
      detailView.removedLabel.text = message
      detailView.loadingStateView.hide()
      detailView.detailsView.isHidden = true
      detailView.removedView.isHidden = false
    }
  }

  func displayShowUpdatedEvent(viewModel: EventDetail.ShowUpdatedEvent.ViewModel) {
    show(viewModel.displayedEvent)
  }

  private func show(_ event: EventDetail.DisplayedEvent) {
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
    detailView.removedView.isHidden = true
  }
}
