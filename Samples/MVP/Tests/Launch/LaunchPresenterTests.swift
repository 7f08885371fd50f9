import ServiceKit
import Testing

@testable import MVP

@MainActor
struct LaunchPresenterTests {
  private let view = MockLaunchView()
  private let storage = DeviceStorage()
  private let outcome = Outcome()

  /// What the presenter handed on to the app.
  private final class Outcome {
    var user: User?
    var logInMessage: String?
  }

  /// A presenter over a backend that issued the token the device keeps, as after a login in an earlier launch.
  private func makePresenter() async throws -> (LaunchPresenter, FixtureBackend) {
    let backend = FixtureBackend()
    storage.sessionToken = try await backend.login(Credentials(username: "jnovak", password: "servis123")).token
    let presenter = LaunchPresenter(backend: backend, storage: storage)
    presenter.view = view
    presenter.onResume = { [outcome] in outcome.user = $0 }
    presenter.onLogInNeeded = { [outcome] in outcome.logInMessage = $0 }
    return (presenter, backend)
  }

  @Test func showsLoadingUntilTheKeptSessionIsResumed() async throws {
    let (presenter, backend) = try await makePresenter()
    backend.hold(.resume)

    presenter.viewDidLoad()

    #expect(view.isLoading)
    #expect(outcome.user == nil)
    backend.release(.resume)
    await presenter.resumeTask?.value
    #expect(outcome.user?.username == "jnovak")
    #expect(backend.calls.last == .resume)
  }

  @Test(arguments: [
    (BackendError.notAuthenticated, "Your session has expired. Log in again.", false),
    (BackendError.unavailable, "The server is not available. Try again.", true),
  ])
  func failureSaysWhyAndForgetsOnlyARejectedToken(
    error: BackendError, message: String, keepsToken: Bool
  )
    async throws
  {
    let (presenter, backend) = try await makePresenter()
    backend.failNext(.resume, with: error)

    presenter.viewDidLoad()
    await presenter.resumeTask?.value

    #expect(outcome.logInMessage == message)
    #expect(outcome.user == nil)
    #expect((storage.sessionToken != nil) == keepsToken)
  }
}
