import HeadlessUI
import ServiceKit
import UITestDriver

extension Architecture {
  /// Launches the sample in a fresh application on `backend`, and returns a driver for it, idle.
  ///
  /// The driver counts the backend's delayed calls as work in progress and its held
  /// calls as deliberately blocked, so `waitForIdle()` neither returns early nor hangs.
  @MainActor
  public func launch(on backend: FixtureBackend, actionLog: ActionLog? = nil) -> AppDriver {
    let application = Application()
    launch(in: application, backend: backend, actionLog: actionLog)
    application.renderIfNeeded()
    return AppDriver(
      application: application,
      isBusy: { backend.busyCallCount > 0 },
      isBlocked: { backend.heldCallCount > 0 })
  }
}
