import CombineExtras
import OpenCombine
import ServiceKit

/// Resumes the session the device kept, and says why the technician must log in when it cannot.
@MainActor
final class LaunchViewModel {
  // MARK: Inputs

  /// Resumes the kept session: when the screen loads.
  let resumeRequested = PassthroughSubject<Void, Never>()

  private var cancellables: Set<AnyCancellable> = []

  init(
    backend: any Backend, storage: DeviceStorage, onResume: @escaping (User) -> Void,
    onLogInNeeded: @escaping (String) -> Void
  ) {
    resumeRequested
      .compactMap { storage.sessionToken }
      .map { token in
        Future { try await backend.resume(token: token) }
          .map(Result<User, BackendError>.success)
          .catch { Just(.failure($0 as? BackendError ?? .unavailable)) }
      }
      .switchToLatest()
      .sink { result in
        switch result {
        case .success(let user):
          onResume(user)
        case .failure(.notAuthenticated):
          // The server will not take this token again; the next launch must not try it.
          storage.sessionToken = nil
          onLogInNeeded("Your session has expired. Log in again.")
        case .failure:
          onLogInNeeded("The server is not available. Try again.")
        }
      }
      .store(in: &cancellables)
  }
}
