import HeadlessUI
import HeadlessUIKit
import ServiceKit

@testable import MVC

/// A backend with `jnovak` logged in, as every screen after the login screen expects.
@MainActor
func loggedInBackend() async throws -> FixtureBackend {
  let backend = FixtureBackend()
  _ = try await backend.login(Credentials(username: "jnovak", password: "servis123"))
  return backend
}

/// Shows `controller` in a navigation stack in `application`'s window, loading its view.
///
/// The application owns the window, so a test keeps it for as long as it looks at the screen.
@MainActor
func host(_ controller: ViewController, in application: Application) {
  let window = Window(application: application)
  window.rootViewController = NavigationController(rootViewController: controller)
  window.makeKeyAndVisible()
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

/// Yields to the main actor until `condition` holds, for work the test cannot await directly.
@MainActor
func yield(until condition: () -> Bool) async {
  for _ in 0..<1000 where !condition() {
    await Task.yield()
  }
}

extension TextField {
  /// Types as a person does: sets the text and sends the event the field sends.
  func type(_ text: String) {
    self.text = text
    sendActions(for: .editingChanged)
  }
}

extension Switch {
  func flip(_ isOn: Bool) {
    self.isOn = isOn
    sendActions(for: .valueChanged)
  }
}

extension Button {
  func tap() {
    sendActions(for: .touchUpInside)
  }
}
