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

  final class WorkerSpy: CustomerDetailWorkerLogic {
    var result: Result<Customer, any Error> = .success(Fixture.standard.customers[0])
    var fetchedIDs: [Customer.ID] = []

    func fetchCustomer(id: Customer.ID) async throws -> Customer {
      fetchedIDs.append(id)
      return try result.get()
    }
  }

  let presenter = PresenterSpy()
  let worker = WorkerSpy()
  let interactor: CustomerDetailInteractor

  init() {
    interactor = CustomerDetailInteractor(worker: worker)
    interactor.presenter = presenter
    interactor.customerID = 1
  }

  @Test func fetchesThePassedCustomerAndKeepsItForTheRouter() async throws {
    interactor.fetchCustomer(request: CustomerDetail.FetchCustomer.Request())
    await yield { presenter.responses.count == 2 }

    guard case .loading = presenter.responses.first, case .customer(let customer) = presenter.responses.last else {
      Issue.record("expected loading, then the customer; got \(presenter.responses)")
      return
    }
    #expect(worker.fetchedIDs == [1])
    #expect(customer.address == "Řípská 12, Praha 3")
    #expect(interactor.customer == customer)
  }

  @Test func aFailedFetchIsPresented() async throws {
    worker.result = .failure(BackendError.unavailable)

    interactor.fetchCustomer(request: CustomerDetail.FetchCustomer.Request())
    await yield { presenter.responses.count == 2 }

    guard case .failure = presenter.responses.last else {
      Issue.record("expected a failure, got \(presenter.responses)")
      return
    }
    #expect(interactor.customer == nil)
  }
}
