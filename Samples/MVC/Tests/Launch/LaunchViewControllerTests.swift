import HeadlessUI
import ServiceKit
import Testing

@testable import MVC

@MainActor
struct LaunchViewControllerTests {
  private let application = Application()
  private let storage = DeviceStorage()

  /// A backend that issued the token the device keeps, as after a login in an earlier launch.
  private func backendWithKeptSession() async throws -> FixtureBackend {
    let backend = FixtureBackend()
    storage.sessionToken = try await backend.login(Credentials(username: "jnovak", password: "servis123")).token
    return backend
  }

  private func makeController(backend: FixtureBackend) -> LaunchViewController {
    let controller = LaunchViewController(backend: backend, storage: storage)
    host(controller, in: application)
    return controller
  }

  @Test func showsASpinnerUntilTheKeptSessionIsResumed() async throws {
    let backend = try await backendWithKeptSession()
    backend.hold(.resume)
    var resumed: Session?
    let controller = makeController(backend: backend)
    controller.onResume = { resumed = $0 }

    #expect(controller.activityIndicator.isAnimating)
    backend.release(.resume)
    await controller.resumeTask?.value

    #expect(resumed?.user.username == "jnovak")
    #expect(backend.calls.last == .resume)
  }

  @Test(arguments: [
    (BackendError.notAuthenticated, "Your session has expired. Log in again."),
    (BackendError.unavailable, "The server is not available. Try again."),
  ])
  func failureSaysWhyToLogIn(error: BackendError, message: String) async throws {
    let backend = try await backendWithKeptSession()
    backend.failNext(.resume, with: error)
    var failure: String?
    var resumed: Session?
    let controller = makeController(backend: backend)
    controller.onResume = { resumed = $0 }
    controller.onFailure = { failure = $0 }

    await controller.resumeTask?.value

    #expect(failure == message)
    #expect(resumed == nil)
  }
}
