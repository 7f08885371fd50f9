import HeadlessUI
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct CustomerViewControllerTests {
  private let application = Application()

  private func makeController(backend: FixtureBackend) -> CustomerViewController {
    let controller = CustomerViewController(customerID: 1, backend: backend)
    host(controller, in: application)
    return controller
  }

  @Test func loadsAndShowsTheCustomer() async throws {
    let backend = try await loggedInBackend()
    let controller = makeController(backend: backend)
    let view = controller.customerView
    #expect(view.loadingStateView.activityIndicator.isAnimating)
    #expect(view.detailsView.isHidden)

    await controller.loadTask?.value

    #expect(controller.title == "Pekárna U Šťastných")
    #expect(view.nameLabel.text == "Pekárna U Šťastných")
    #expect(view.addressLabel.text == "Řípská 12, Praha 3")
    #expect(view.contactButton.title(for: .normal) == "Contact: Marie Šťastná")
    #expect(!view.detailsView.isHidden)
    #expect(!view.loadingStateView.activityIndicator.isAnimating)
    #expect(backend.calls.last == .customer)
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let controller = makeController(backend: backend)
    let loadingState = controller.customerView.loadingStateView
    await controller.loadTask?.value

    #expect(loadingState.messageLabel.text == "Could not load the customer.")
    #expect(controller.customerView.detailsView.isHidden)

    loadingState.retryButton.tap()
    await controller.loadTask?.value

    #expect(loadingState.retryButton.isHidden)
    #expect(controller.customer?.id == 1)
  }

  @Test func callsTheContactAndShowsTheCustomerOnTheMap() async throws {
    let controller = makeController(backend: try await loggedInBackend())
    await controller.loadTask?.value

    controller.customerView.contactButton.tap()
    controller.customerView.locationButton.tap()

    #expect(
      application.intents == [
        .call(phone: "+420602111222"),
        .openMaps(latitude: 50.0775, longitude: 14.451, label: "Pekárna U Šťastných"),
      ])
  }
}
