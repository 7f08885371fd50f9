import ServiceKit

/// The customer detail scene's use cases.
enum CustomerDetail {
  /// Load the customer.
  enum FetchCustomer {
    struct Request {}

    enum Response {
      case loading
      case customer(Customer)
      case failure
    }

    enum ViewModel: Equatable {
      /// The texts of the customer detail, formatted for display.
      struct DisplayedCustomer: Equatable {
        let title: String
        let name: String
        let address: String
        let contactTitle: String
      }

      case loading
      case customer(DisplayedCustomer)
      case error(String)
    }
  }
}
