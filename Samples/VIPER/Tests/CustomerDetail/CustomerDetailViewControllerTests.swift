import HeadlessUIKit
import Testing

@testable import VIPER

@MainActor
struct CustomerDetailViewControllerTests {
  final class PresenterSpy: CustomerDetailPresenterInterface {
    var events: [String] = []

    func viewDidLoad() { events.append("viewDidLoad") }
    func didTapRetry() { events.append("retry") }
    func didTapContact() { events.append("contact") }
    func didTapLocation() { events.append("location") }
  }

  let presenter = PresenterSpy()
  let controller = CustomerDetailViewController()

  init() {
    controller.presenter = presenter
    controller.loadViewIfNeeded()
  }

  @Test func forwardsTheButtons() {
    let view = controller.customerView
    for button in [view.loadingStateView.retryButton, view.contactButton, view.locationButton] {
      button.sendActions(for: .touchUpInside)
    }

    #expect(presenter.events == ["viewDidLoad", "retry", "contact", "location"])
  }

  @Test func showsLoadingTheCustomerAndErrors() {
    let view = controller.customerView
    controller.showLoading()
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.detailsView.isHidden)

    controller.showCustomer(
      CustomerDetailViewModel(
        title: "Pekárna U Šťastných", name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3",
        contactTitle: "Contact: Marie Šťastná"))
    #expect(controller.title == "Pekárna U Šťastných")
    #expect(view.nameLabel.text == "Pekárna U Šťastných")
    #expect(view.addressLabel.text == "Řípská 12, Praha 3")
    #expect(view.contactButton.title(for: .normal) == "Contact: Marie Šťastná")
    #expect(!view.detailsView.isHidden)

    controller.showError("Could not load the customer.")
    #expect(view.loadingStateView.messageLabel.text == "Could not load the customer.")
    #expect(view.detailsView.isHidden)
  }
}
