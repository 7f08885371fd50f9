import CleanDomain
import ServiceKit

extension LiveChange {
  func toDomain() -> EventChange {
    switch self {
    case .added(let event): .added(event.toDomain())
    case .updated(let event): .updated(event.toDomain())
    case .removed(let id): .removed(id)
    }
  }
}
