import ServiceKit

/// What happens on the customer detail, and what the backend says about the customer.
enum CustomerAction: Equatable, Sendable {
  case retryTapped(Customer.ID)
  case customerLoaded(Customer)
  case customerFailedToLoad(Customer.ID)
}
