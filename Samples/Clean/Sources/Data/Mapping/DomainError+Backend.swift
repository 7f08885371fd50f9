import CleanDomain
import ServiceKit

extension DomainError {
  /// Translates whatever a backend call threw; an error the backend does not name counts as unavailable.
  init(_ error: any Error) {
    switch error as? BackendError {
    case .invalidCredentials: self = .invalidCredentials
    case .notAuthenticated: self = .notAuthenticated
    case .notFound: self = .notFound
    case .unavailable, nil: self = .unavailable
    }
  }
}
