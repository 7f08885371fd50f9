import HeadlessUI
import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct EventDetailViewControllerTests {
  final class PresenterSpy: EventDetailPresenterInterface {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func didTapRetry() { events.append("retry") }
    func didTapContact() { events.append("contact") }
    func didTapCustomer() { events.append("customer") }
    func didTapLocation() { events.append("location") }
    func didTapReportStatus() { events.append("reportStatus") }
    func didTapBackToList() { events.append("backToList") }
  }

  let presenter = PresenterSpy()
  let controller = EventDetailViewController()

  init() {
    controller.presenter = presenter
    controller.loadViewIfNeeded()
  }

  private let viewModel = EventDetailViewModel(
    title: "Výměna kotle", name: "Výměna kotle", address: "Řípská 12, Praha 3", date: "24.11.2026 08:00",
    description: "Kotel netopí.", status: "Open", contactTitle: "Contact: Marie Šťastná",
    customerTitle: "Customer: Pekárna U Šťastných")

  @Test func forwardsTheButtons() {
    let view = controller.detailView
    for button in [
      view.loadingStateView.retryButton, view.contactButton, view.customerButton, view.locationButton,
      view.reportStatusButton, view.backToListButton,
    ] {
      button.sendActions(for: .touchUpInside)
    }

    #expect(
      presenter.events == [
        "viewDidLoad", "retry", "contact", "customer", "location", "reportStatus", "backToList",
      ])
  }

  @Test func showsTheEventItIsGiven() {
    controller.showLoading()
    #expect(controller.detailView.detailsView.isHidden)

    controller.showEvent(viewModel)

    let view = controller.detailView
    #expect(controller.title == "Výměna kotle")
    #expect(
      [view.nameLabel, view.addressLabel, view.dateLabel, view.descriptionLabel, view.statusLabel].map(\.text) == [
        "Výměna kotle", "Řípská 12, Praha 3", "24.11.2026 08:00", "Kotel netopí.", "Open",
      ])
    #expect(view.contactButton.title(for: .normal) == "Contact: Marie Šťastná")
    #expect(view.customerButton.title(for: .normal) == "Customer: Pekárna U Šťastných")
    #expect(!view.detailsView.isHidden)
    #expect(!view.loadingStateView.activityIndicator.isAnimating)
  }

  @Test func anErrorHidesTheDetails() {
    controller.showEvent(viewModel)

    controller.showError("Could not load the event.")

    #expect(controller.detailView.detailsView.isHidden)
    #expect(controller.detailView.loadingStateView.messageLabel.text == "Could not load the event.")
  }

  @Test func aRemovedEventIsReplacedByTheWayBack() {
    controller.showEvent(viewModel)

    controller.showRemoved("This event has been removed.")

    let view = controller.detailView
    #expect(view.detailsView.isHidden)
    #expect(!view.removedView.isHidden)
    #expect(view.removedLabel.text == "This event has been removed.")
  }
}
