import ServiceKit

/// Loads one customer from the backend and hands the presenter the plain data it shows and acts on.
@MainActor
final class CustomerDetailInteractor: CustomerDetailInteractorInput {
  weak var output: CustomerDetailInteractorOutput?
  private let customerID: Customer.ID
  private let backend: any Backend

  init(customerID: Customer.ID, backend: any Backend) {
    self.customerID = customerID
    self.backend = backend
  }

  func loadCustomer() {
    Task {
      do {
        let customer = try await backend.customer(id: customerID)
        output?.didLoadCustomer(
          CustomerDetailData(
            name: customer.name, address: customer.address, contactName: customer.contact.name,
            contactPhone: customer.contact.phone, latitude: customer.location.latitude,
            longitude: customer.location.longitude))
      } catch {
        output?.didFailToLoadCustomer()
      }
    }
  }
}
