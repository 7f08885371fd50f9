import ServiceKit
import Testing

@testable import MVVMUIKit

/// `LaunchViewModel`: resuming the kept session, and why to log in when it cannot be resumed.
@MainActor
struct LaunchViewModelTests {
  private let storage = DeviceStorage()

  /// A backend that issued the token the device keeps, as after a login in an earlier launch.
  private func backendWithKeptSession() async throws -> FixtureBackend {
    let backend = FixtureBackend()
    storage.sessionToken = try await backend.login(technician).token
    return backend
  }

  @Test func resumesTheKeptSession() async throws {
    let backend = try await backendWithKeptSession()
    var resumed: User?
    let launch = LaunchViewModel(
      backend: backend, storage: storage, onResume: { resumed = $0 }, onLogInNeeded: { _ in })

    launch.resumeRequested.send()
    await waitUntil { resumed != nil }

    #expect(resumed?.username == "jnovak")
    #expect(backend.calls.last == .resume)
  }

  @Test(arguments: [
    (BackendError.notAuthenticated, "Your session has expired. Log in again.", false),
    (BackendError.unavailable, "The server is not available. Try again.", true),
  ])
  func failureSaysWhyAndForgetsOnlyARejectedToken(
    error: BackendError, message: String, keepsToken: Bool
  ) async throws {
    let backend = try await backendWithKeptSession()
    backend.failNext(.resume, with: error)
    var logInMessage: String?
    let launch = LaunchViewModel(
      backend: backend, storage: storage, onResume: { _ in }, onLogInNeeded: { logInMessage = $0 })

    launch.resumeRequested.send()
    await waitUntil { logInMessage != nil }

    #expect(logInMessage == message)
    #expect((storage.sessionToken != nil) == keepsToken)
  }
}
