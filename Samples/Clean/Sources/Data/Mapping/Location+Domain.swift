import CleanDomain
import ServiceKit

extension ServiceKit.Location {
  func toDomain() -> CleanDomain.Location {
    CleanDomain.Location(latitude: latitude, longitude: longitude)
  }
}
