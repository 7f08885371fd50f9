import CleanDomain
import ServiceKit

extension ServiceKit.Contact {
  func toDomain() -> CleanDomain.Contact {
    CleanDomain.Contact(name: name, phone: phone)
  }
}
