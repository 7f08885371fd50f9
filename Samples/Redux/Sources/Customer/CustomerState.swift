import ServiceKit

/// The customer detail: which customer it shows, and that customer as loaded.
public struct CustomerState: Equatable, Sendable {
  public var customerID: Customer.ID
  public var customer: Loadable<Customer>

  public init(customerID: Customer.ID, customer: Loadable<Customer> = .loading) {
    self.customerID = customerID
    self.customer = customer
  }
}
