import HeadlessUIKit
import Testing

@testable import VIP

@MainActor
struct CustomerDetailViewControllerTests {
  final class InteractorSpy: CustomerDetailBusinessLogic {
    var fetchCount = 0

    func fetchCustomer(request: CustomerDetail.FetchCustomer.Request) {
      fetchCount += 1
    }
  }

  final class RouterSpy: CustomerDetailRoutingLogic, CustomerDetailDataPassing {
    var dataStore: CustomerDetailDataStore?
    var routes: [String] = []

    func routeToCall() { routes.append("call") }
    func routeToMap() { routes.append("map") }
  }

  let interactor = InteractorSpy()
  let router = RouterSpy()
  let controller = CustomerDetailViewController()

  init() {
    controller.interactor = interactor
    controller.router = router
    controller.loadViewIfNeeded()
  }

  @Test func loadingAsksTheInteractorAndButtonsAskTheRouter() {
    let view = controller.customerView

    view.loadingStateView.retryButton.sendActions(for: .touchUpInside)
    view.contactButton.sendActions(for: .touchUpInside)
    view.locationButton.sendActions(for: .touchUpInside)

    #expect(interactor.fetchCount == 2)
    #expect(router.routes == ["call", "map"])
  }

  @Test func showsTheCustomerItIsGivenAndTheLoadingAndErrorStates() {
    let view = controller.customerView

    controller.displayFetchCustomer(viewModel: .loading)
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.detailsView.isHidden)

    controller.displayFetchCustomer(viewModel: .error("Could not load the customer."))
    #expect(view.loadingStateView.messageLabel.text == "Could not load the customer.")
    #expect(view.detailsView.isHidden)

    controller.displayFetchCustomer(
      viewModel: .customer(
        .init(title: "Pekárna", name: "Pekárna", address: "Řípská 12, Praha 3", contactTitle: "Contact: Jana")))
    #expect(controller.title == "Pekárna")
    #expect([view.nameLabel, view.addressLabel].map(\.text) == ["Pekárna", "Řípská 12, Praha 3"])
    #expect(view.contactButton.title(for: .normal) == "Contact: Jana")
    #expect(!view.detailsView.isHidden)
    #expect(view.loadingStateView.retryButton.isHidden)
  }
}
