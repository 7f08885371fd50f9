import HeadlessUI
import ServiceKit
import UITestDriver

extension Architecture {
  /// Launches the sample in a fresh application on `backend`, and returns a driver for it, idle.
  ///
  /// `storage` is the device's: pass the storage of an earlier launch to start the app again on
  /// the same device (a kept session), or leave it out for a fresh install.
  ///
  /// The driver counts the backend's delayed calls as work in progress and its held
  /// calls as deliberately blocked, so `waitForIdle()` neither returns early nor hangs.
  @MainActor
  public func launch(
    on backend: FixtureBackend, storage: DeviceStorage = DeviceStorage(), actionLog: ActionLog? = nil
  ) -> AppDriver {
    let application = Application()
    launch(in: application, backend: backend, storage: storage, actionLog: actionLog)
    application.renderIfNeeded()
    return AppDriver(
      application: application,
      isBusy: { backend.busyCallCount > 0 },
      isBlocked: { backend.heldCallCount > 0 })
  }
}
