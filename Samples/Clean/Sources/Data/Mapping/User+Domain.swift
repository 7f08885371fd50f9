import CleanDomain
import ServiceKit

extension User {
  /// The backend's user as the technician the domain knows.
  func toDomain() -> Technician {
    Technician(id: id, username: username, firstName: firstName, lastName: lastName)
  }
}
