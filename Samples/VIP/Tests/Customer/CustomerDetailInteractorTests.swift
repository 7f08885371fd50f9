import ServiceKit
import Testing

@testable import VIP

@MainActor
struct CustomerDetailInteractorTests {
  final class PresenterSpy: CustomerDetailPresentationLogic {
    var responses: [CustomerDetail.FetchCustomer.Response] = []

    func presentFetchCustomer(response: CustomerDetail.FetchCustomer.Response) {
      responses.append(response)
    }
  }

  let presenter = PresenterSpy()

  private func makeInteractor(backend: FixtureBackend) -> CustomerDetailInteractor {
    let interactor = CustomerDetailInteractor(worker: CustomerDetailWorker(backend: backend))
    interactor.presenter = presenter
    interactor.customerID = 1
    return interactor
  }

  @Test func fetchesThePassedCustomerAndKeepsItForTheRouter() async throws {
    let interactor = makeInteractor(backend: try await loggedInBackend())

    interactor.fetchCustomer(request: CustomerDetail.FetchCustomer.Request())
    await yield { presenter.responses.count == 2 }

    guard case .loading = presenter.responses.first, case .customer(let customer) = presenter.responses.last else {
      Issue.record("expected loading, then the customer; got \(presenter.responses)")
      return
    }
    #expect(customer.address == "Řípská 12, Praha 3")
    #expect(interactor.customer == customer)
  }

  @Test func aFailedFetchIsPresented() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let interactor = makeInteractor(backend: backend)

    interactor.fetchCustomer(request: CustomerDetail.FetchCustomer.Request())
    await yield { presenter.responses.count == 2 }

    guard case .failure = presenter.responses.last else {
      Issue.record("expected a failure, got \(presenter.responses)")
      return
    }
    #expect(interactor.customer == nil)
  }
}
