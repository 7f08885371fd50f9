import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct EventDetailViewControllerTests {
  final class InteractorSpy: EventDetailBusinessLogic {
    var fetchCount = 0
    var showUpdatedCount = 0

    func fetchEvent(request: EventDetail.FetchEvent.Request) {
      fetchCount += 1
    }

    func showUpdatedEvent(request: EventDetail.ShowUpdatedEvent.Request) {
      showUpdatedCount += 1
    }
  }

  final class RouterSpy: EventDetailRoutingLogic, EventDetailDataPassing {
    var dataStore: EventDetailDataStore?
    var routes: [String] = []

    func routeToCall() { routes.append("call") }
    func routeToMap() { routes.append("map") }
    func routeToCustomer() { routes.append("customer") }
    func routeToReport() { routes.append("report") }
    func routeToTasks() { routes.append("tasks") }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = EventDetailViewController()

  init() {
    controller.interactor = interactor
    controller.router = router
    controller.loadViewIfNeeded()
  }

  private let event = EventDetail.DisplayedEvent(
    title: "Výměna kotle", name: "Výměna kotle", address: "Řípská 12, Praha 3", date: "24.11.2026 08:00",
    description: "Kotel", status: "Open", contactTitle: "Contact: Jana", customerTitle: "Customer: Pekárna")

  @Test func loadingAskTheInteractorAndButtonsAskTheRouter() {
    controller.displayFetchEvent(viewModel: .event(event))
    let view = controller.detailView

    view.loadingStateView.retryButton.sendActions(for: .touchUpInside)
    for button in [view.contactButton, view.locationButton, view.customerButton, view.reportStatusButton] {
      button.sendActions(for: .touchUpInside)
    }

    #expect(interactor.fetchCount == 2)
    #expect(router.routes == ["call", "map", "customer", "report"])
  }

  @Test func showsTheEventItIsGiven() {
    controller.displayFetchEvent(viewModel: .event(event))
    let view = controller.detailView

    #expect(controller.title == "Výměna kotle")
    #expect(
      [view.nameLabel, view.addressLabel, view.dateLabel, view.descriptionLabel, view.statusLabel].map(\.text) == [
        "Výměna kotle", "Řípská 12, Praha 3", "24.11.2026 08:00", "Kotel", "Open",
      ])
    #expect(view.contactButton.title(for: .normal) == "Contact: Jana")
    #expect(view.customerButton.title(for: .normal) == "Customer: Pekárna")
    #expect(!view.detailsView.isHidden)
    #expect(!view.loadingStateView.activityIndicator.isAnimating)
  }

  @Test func showingTheUpdatedEventIsARequestAndItsViewModelIsShown() {
    controller.displayFetchEvent(viewModel: .loading)

    controller.showUpdatedEvent()
    controller.displayShowUpdatedEvent(viewModel: EventDetail.ShowUpdatedEvent.ViewModel(displayedEvent: event))

    #expect(interactor.showUpdatedCount == 1)
    #expect(controller.detailView.statusLabel.text == "Open")
    #expect(!controller.detailView.detailsView.isHidden)
    #expect(!controller.detailView.loadingStateView.activityIndicator.isAnimating)
  }

  @Test func aRemovedEventIsReplacedByTheWayBackToTheList() {
    controller.displayFetchEvent(viewModel: .event(event))
    let view = controller.detailView

    controller.displayFetchEvent(viewModel: .removed("This event has been removed."))
    view.backToListButton.sendActions(for: .touchUpInside)

    #expect(view.detailsView.isHidden)
    #expect(!view.removedView.isHidden)
    #expect(view.removedLabel.text == "This event has been removed.")
    #expect(router.routes == ["tasks"])
  }

  @Test func showsLoadingAndErrorStates() {
    let view = controller.detailView

    controller.displayFetchEvent(viewModel: .loading)
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.detailsView.isHidden)

    controller.displayFetchEvent(viewModel: .error("Could not load the event."))
    #expect(view.loadingStateView.messageLabel.text == "Could not load the event.")
    #expect(!view.loadingStateView.retryButton.isHidden)
    #expect(view.detailsView.isHidden)
  }
}
