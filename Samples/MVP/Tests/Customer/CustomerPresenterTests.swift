import ServiceKit
import Testing

@testable import MVP

@MainActor
struct CustomerPresenterTests {
  private let view = MockCustomerView()

  private func makePresenter(customerID: Int, backend: FixtureBackend) -> CustomerPresenter {
    let presenter = CustomerPresenter(customerID: customerID, backend: backend)
    presenter.view = view
    return presenter
  }

  private func loadedPresenter(customerID: Int = 1) async throws -> CustomerPresenter {
    let presenter = makePresenter(customerID: customerID, backend: try await loggedInBackend())
    presenter.viewDidLoad()
    await presenter.loadTask?.value
    return presenter
  }

  @Test func loadsAndFormatsTheCustomer() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.customer)
    let presenter = makePresenter(customerID: 1, backend: backend)

    presenter.viewDidLoad()
    #expect(view.isLoading)
    backend.release(.customer)
    await presenter.loadTask?.value

    #expect(backend.calls.last == .customer)
    #expect(
      view.customer
        == CustomerViewData(
          title: "Pekárna U Šťastných", name: "Pekárna U Šťastných", address: "Řípská 12, Praha 3",
          contact: "Contact: Marie Šťastná"))
  }

  @Test func loadFailureShowsAnErrorAndRetryLoadsAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let presenter = makePresenter(customerID: 1, backend: backend)

    presenter.viewDidLoad()
    await presenter.loadTask?.value
    #expect(view.loadingError == "Could not load the customer.")
    #expect(view.customer == nil)

    presenter.didTapRetry()
    await presenter.loadTask?.value
    #expect(view.loadingError == nil)
    #expect(view.customer?.contact == "Contact: Marie Šťastná")
  }

  @Test func contactCallsTheCustomersContact() async throws {
    let presenter = try await loadedPresenter()

    presenter.didTapContact()

    #expect(view.openedURLs.map(\.absoluteString) == ["tel:+420602111222"])
  }

  @Test func locationOpensTheCustomerInMapsNamedByTheCustomer() async throws {
    let presenter = try await loadedPresenter()

    presenter.didTapLocation()

    #expect(
      view.openedURLs.map(\.absoluteString) == [
        "maps://?ll=50.0775,14.451&q=Pek%C3%A1rna%20U%20%C5%A0%C5%A5astn%C3%BDch"
      ])
  }

  @Test func buttonsDoNothingBeforeTheCustomerHasLoaded() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.customer)
    let presenter = makePresenter(customerID: 1, backend: backend)
    presenter.viewDidLoad()

    presenter.didTapContact()
    presenter.didTapLocation()

    #expect(view.openedURLs.isEmpty)
    backend.release(.customer)
    await presenter.loadTask?.value
  }
}
