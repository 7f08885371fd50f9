import CleanDomain
import ServiceKit

/// Logs in and out with the field-service backend.
@MainActor
public final class BackendAuthRepository: AuthRepository {
  private let backend: any Backend

  public init(backend: any Backend) {
    self.backend = backend
  }

  public func logIn(with credentials: CleanDomain.Credentials) async throws -> Technician {
    do {
      return try await backend.login(ServiceKit.Credentials(credentials)).user.toDomain()
    } catch {
      throw DomainError(error)
    }
  }

  public func logOut() async throws {
    do {
      try await backend.logout()
    } catch {
      throw DomainError(error)
    }
  }
}
