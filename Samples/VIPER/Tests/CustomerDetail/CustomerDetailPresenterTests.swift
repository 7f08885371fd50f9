import Testing

@testable import VIPER

@MainActor
struct CustomerDetailPresenterTests {
  final class ViewSpy: CustomerDetailViewInterface {
    var loadingCount = 0
    var errors: [String] = []
    var shown: [CustomerDetailViewModel] = []

    func showLoading() {
      loadingCount += 1
    }

    func showError(_ message: String) {
      errors.append(message)
    }

    func showCustomer(_ viewModel: CustomerDetailViewModel) {
      shown.append(viewModel)
    }
  }

  final class InteractorSpy: CustomerDetailInteractorInput {
    var loadCount = 0

    func loadCustomer() {
      loadCount += 1
    }
  }

  final class RouterSpy: CustomerDetailRouterInterface {
    var calls: [String] = []
    var maps: [(latitude: Double, longitude: Double, name: String)] = []

    func callPhone(_ phone: String) {
      calls.append(phone)
    }

    func showMap(latitude: Double, longitude: Double, name: String) {
      maps.append((latitude, longitude, name))
    }
  }

  let view = ViewSpy()
  let interactor = InteractorSpy()
  let router = RouterSpy()
  let presenter: CustomerDetailPresenter

  init() {
    presenter = CustomerDetailPresenter(view: view, interactor: interactor, router: router)
  }

  private let customer = CustomerDetailData(
    name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3", contactName: "Marie Šťastná",
    contactPhone: "+420602111222", latitude: 50.0775, longitude: 14.451)

  @Test func viewDidLoadShowsLoadingAndLoads() {
    presenter.viewDidLoad()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
  }

  @Test func theLoadedCustomerIsFormattedForDisplay() {
    presenter.didLoadCustomer(customer)

    #expect(
      view.shown == [
        CustomerDetailViewModel(
          title: "Pekárna U Šťastných", name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3",
          contactTitle: "Contact: Marie Šťastná")
      ])
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
    presenter.didFailToLoadCustomer()
    #expect(view.errors == ["Could not load the customer."])

    presenter.didTapRetry()

    #expect(view.loadingCount == 1)
    #expect(interactor.loadCount == 1)
  }

  @Test func buttonsCallAndShowTheLoadedCustomer() {
    presenter.didTapContact()
    presenter.didTapLocation()
    #expect(router.calls.isEmpty && router.maps.isEmpty)

    presenter.didLoadCustomer(customer)
    presenter.didTapContact()
    presenter.didTapLocation()

    #expect(router.calls == ["+420602111222"])
    #expect(router.maps.map(\.name) == ["Pekárna U Šťastných"])
    #expect(router.maps.map(\.latitude) == [50.0775])
    #expect(router.maps.map(\.longitude) == [14.451])
  }
}
