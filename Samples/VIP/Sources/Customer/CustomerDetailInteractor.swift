import ServiceKit

/// What the customer detail view controller asks of the scene's business logic.
@MainActor
protocol CustomerDetailBusinessLogic {
  func fetchCustomer(request: CustomerDetail.FetchCustomer.Request)
}

/// What the customer detail keeps: the customer to load, passed in by the event detail, and the customer as loaded.
@MainActor
protocol CustomerDetailDataStore {
  var customerID: Customer.ID? { get set }
  var customer: Customer? { get }
}

/// Loads one customer through the worker.
@MainActor
final class CustomerDetailInteractor: CustomerDetailBusinessLogic, CustomerDetailDataStore {
  var presenter: CustomerDetailPresentationLogic?
  var customerID: Customer.ID?
  private(set) var customer: Customer?
  private let worker: any CustomerDetailWorkerLogic

  init(worker: any CustomerDetailWorkerLogic) {
    self.worker = worker
  }

  func fetchCustomer(request: CustomerDetail.FetchCustomer.Request) {
    guard let customerID else { return }
    presenter?.presentFetchCustomer(response: .loading)
    Task {
      do {
        let customer = try await worker.fetchCustomer(id: customerID)
        self.customer = customer
        presenter?.presentFetchCustomer(response: .customer(customer))
      } catch {
        presenter?.presentFetchCustomer(response: .failure)
      }
    }
  }
}
