import CleanDomain
import ServiceKit

extension ServiceKit.Customer {
  func toDomain() -> CleanDomain.Customer {
    CleanDomain.Customer(
      id: id, name: name, address: address, contact: contact.toDomain(), location: location.toDomain())
  }
}
