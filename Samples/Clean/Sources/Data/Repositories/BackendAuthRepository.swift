import CleanDomain
import ServiceKit

/// Logs in and out with the field-service backend, keeping the session's token on the device.
@MainActor
public final class BackendAuthRepository: AuthRepository {
  private let backend: any Backend
  private let tokenStorage: SessionTokenStorage

  public init(backend: any Backend, tokenStorage: SessionTokenStorage) {
    self.backend = backend
    self.tokenStorage = tokenStorage
  }

  public func logIn(with credentials: CleanDomain.Credentials) async throws -> Technician {
    do {
      let session = try await backend.login(ServiceKit.Credentials(credentials))
      tokenStorage.token = session.token
      return session.user.toDomain()
    } catch {
      throw DomainError(error)
    }
  }

  public func resumeSession() async throws -> Technician? {
    guard let token = tokenStorage.token else { return nil }
    do {
      return try await backend.resume(token: token).toDomain()
    } catch BackendError.notAuthenticated {
      tokenStorage.token = nil
      throw DomainError.notAuthenticated
    } catch {
      throw DomainError(error)
    }
  }

  public func logOut() async throws {
    // The device forgets the session first, as it does even when the server cannot be told.
    tokenStorage.token = nil
    do {
      try await backend.logout()
    } catch {
      throw DomainError(error)
    }
  }
}
