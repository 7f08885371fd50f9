import HeadlessUI
import HeadlessUIKit
import ServiceKit

@testable import VIPER

/// A backend with `jnovak` logged in, as every module after login expects.
@MainActor
func loggedInBackend() async throws -> FixtureBackend {
  let backend = FixtureBackend()
  _ = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
  return backend
}

/// A session store over a storage of its own, as on a freshly installed device.
@MainActor
func freshSessionStore() -> DeviceSessionStore {
  DeviceSessionStore(storage: DeviceStorage())
}

/// Shows `controller` in a navigation stack in a window of `application`, loading its view.
///
/// The application owns the window, so a test keeps it for as long as it looks at the screen.
@MainActor
@discardableResult
func host(_ controller: ViewController, in application: Application) -> NavigationController {
  let navigationController = NavigationController(rootViewController: controller)
  let window = Window(application: application)
  window.rootViewController = navigationController
  window.makeKeyAndVisible()
  return navigationController
}

/// Lets the main actor run what the app started until nothing changes for a few turns.
@MainActor
func settle(_ application: Application) async {
  var quietTurns = 0
  while quietTurns < 3 {
    application.renderIfNeeded()
    let before = application.statistics
    await Task.yield()
    quietTurns = application.isIdle && application.statistics == before ? quietTurns + 1 : 0
  }
}

/// Yields to the main actor until `condition` holds, for work a test cannot await directly.
@MainActor
func yield(until condition: () -> Bool) async {
  for _ in 0..<1000 where !condition() {
    await Task.yield()
  }
}
