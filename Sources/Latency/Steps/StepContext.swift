import HeadlessUI
import ServiceKit
import UITestDriver

/// What a step works with: the running app, its backend, the fixture it serves, and the iteration.
///
/// One context lives as long as one app: a step's setup, every iteration and every restore
/// see the same one, so a step can keep what it needs between iterations in ``iteration``.
///
/// ```swift
/// let context = StepContext(driver: subject.launch(on: backend), backend: backend, fixture: fixture)
/// try await step.setUp(context)
/// ```
@MainActor
public final class StepContext {
  public let driver: AppDriver
  public let backend: FixtureBackend
  public let fixture: Fixture
  /// Waits for the app to settle when an event is timed; untimed actions wait with the driver.
  public let settle: SettleLoop
  /// The iteration about to run or running, warm-up included, from 0.
  public internal(set) var iteration = 0

  public init(driver: AppDriver, backend: FixtureBackend, fixture: Fixture) {
    self.driver = driver
    self.backend = backend
    self.fixture = fixture
    self.settle = SettleLoop(application: driver.application, backend: backend)
  }

  /// The fixture's events in the order the list shows them: by date, then by id.
  var sortedEvents: [ServiceEvent] {
    fixture.events.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
  }
}
