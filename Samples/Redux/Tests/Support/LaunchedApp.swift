import HeadlessUI
import ServiceKit
import UITestDriver

@testable import Redux

/// Launches the app in `state` on `backend`, and returns a driver for it once it is idle.
@MainActor
func launchApp(
  in state: AppState = AppState(), backend: FixtureBackend = FixtureBackend(), actionLog: ((String) -> Void)? = nil
) async throws -> AppDriver {
  let application = Application()
  ReduxApp.launch(in: application, backend: backend, initialState: state, actionLog: actionLog)
  let app = AppDriver(
    application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
  try await app.waitForIdle()
  return app
}

extension AppDriver {
  /// The navigation bar's title now shown.
  var navigationTitle: String? {
    navigationBars.firstMatch.staticTexts["navigationTitle"].element?.label
  }

  /// The ids of the rows of the Tasks list, in order.
  var eventRowIDs: [String] {
    cells.allElements.map(\.identifier)
  }
}
