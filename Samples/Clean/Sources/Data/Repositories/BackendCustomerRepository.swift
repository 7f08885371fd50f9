import CleanDomain
import ServiceKit

/// Customers from the field-service backend.
@MainActor
public final class BackendCustomerRepository: CustomerRepository {
  private let backend: any Backend

  public init(backend: any Backend) {
    self.backend = backend
  }

  public func customer(id: CleanDomain.Customer.ID) async throws -> CleanDomain.Customer {
    do {
      return try await backend.customer(id: id).toDomain()
    } catch {
      throw DomainError(error)
    }
  }
}
