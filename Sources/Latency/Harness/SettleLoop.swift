import HeadlessUI
import ServiceKit

/// Waits until an app has settled, by the driver's idle condition, turning the main actor without leaving it.
///
/// The condition is `AppDriver.waitForIdle()`'s: nothing left to render, no platform task
/// running (unless the backend holds it), no backend call under way, and three turns of the
/// main actor in a row with no change to the render statistics.
///
/// Only how a turn is taken differs. The driver turns with `Task.yield()`, which in Swift 6
/// is a nonisolated async function: called from the main actor it hops to the global
/// executor, enqueues a continuation job there, and hops back. Where the worker threads
/// happen to be decides whether the driver's next check comes before or after the jobs the
/// app enqueued meanwhile, so two runs coalesce renders differently and the worker threads
/// allocate in the measured span: allocation counts differed from run to run by 1–25 per
/// event. ``turn()`` instead enqueues its resumption on the main actor itself, behind every
/// job already there, which is what a run loop turn is and is the same every run.
///
/// ```swift
/// let settle = SettleLoop(application: driver.application, backend: backend)
/// tap()
/// try await settle.wait()
/// ```
@MainActor
public struct SettleLoop {
  public let application: Application
  public let backend: FixtureBackend
  /// How long ``wait()`` waits before it gives up; the driver of a measured app waits as long.
  public var timeout: Duration = Self.defaultTimeout

  /// A guard against an app that never settles, not a measure, so no load may trip it: a minute
  /// natively, where a step settles in milliseconds but the harness's tests failed at 10 seconds
  /// while builds loaded both cores, and 10 minutes under valgrind, where the app runs 50–100
  /// times slower (`list.burst.100` under callgrind overran 10 seconds on a loaded machine and the
  /// report failed). Its value changes no count: the deadline is compared once a turn either way.
  public static let defaultTimeout: Duration = InstructionCounter.isActive ? .seconds(600) : .seconds(60)

  public init(application: Application, backend: FixtureBackend) {
    self.application = application
    self.backend = backend
  }

  /// Returns once the app has settled; throws ``SettleTimeout`` after ``timeout``.
  public func wait() async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var quietTurns = 0
    while quietTurns < 3 {
      application.renderIfNeeded()
      let before = application.statistics
      await Self.turn()
      let isBusy = backend.busyCallCount > 0
      let settled =
        !application.isRenderPending && !isBusy
        && (application.runningTaskCount == 0 || backend.heldCallCount > 0)
      quietTurns = settled && application.statistics == before ? quietTurns + 1 : 0
      if isBusy {
        try await clock.sleep(for: .microseconds(100))
      }
      if clock.now > deadline {
        throw SettleTimeout(timeout: timeout)
      }
    }
  }

  /// One turn of the main actor: every job already enqueued on it runs before this returns.
  ///
  /// The task that resumes the turn is the harness's, not the app's: its allocation is left out
  /// of any count in progress, so a dispatch that takes more turns to settle (waiting for work
  /// off the main actor) does not count more allocations for it.
  public static func turn() async {
    await withUnsafeContinuation { continuation in
      AllocationCounter.excluding {
        let resumption: @MainActor @Sendable () -> Void = { continuation.resume() }
        Task(operation: resumption)
      }
    }
  }
}

/// The app did not settle in time: something keeps rendering or a task never ends.
public struct SettleTimeout: Error, CustomStringConvertible {
  public let timeout: Duration

  public var description: String { "The app did not become idle within \(timeout)" }
}
