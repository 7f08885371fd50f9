import HeadlessUI
import ServiceKit
import UITestDriver

/// What a step works with: the running app, its backend, the fixture it serves, the device's
/// storage, and the iteration.
///
/// One context lives as long as one subject's run of a step: a step's setup, every iteration
/// and every restore see the same one, so a step can keep what it needs between iterations in
/// ``iteration``. A step that times the app's start replaces the app each iteration
/// (``startAgain(over:)``); the others keep the one app.
///
/// ```swift
/// let context = StepContext(driver: subject.launch(on: backend), backend: backend, fixture: fixture)
/// try await step.setUp(context)
/// ```
@MainActor
public final class StepContext {
  /// The app the step drives: the first one, or the one the last ``startAgain(over:)`` made.
  public private(set) var driver: AppDriver
  public let backend: FixtureBackend
  public let fixture: Fixture
  /// The device's storage the first app started over; it keeps a session from one start to the next.
  public let storage: DeviceStorage
  /// Waits for the app to settle when an event is timed; untimed actions wait with the driver.
  public private(set) var settle: SettleLoop
  /// The iteration about to run or running, warm-up included, from 0.
  public internal(set) var iteration = 0
  /// Starts the subject's app in an application, over a storage; `nil` when the subject cannot be started again.
  private let start: (@MainActor (Application, DeviceStorage) -> Void)?

  public init(
    driver: AppDriver, backend: FixtureBackend, fixture: Fixture, storage: DeviceStorage = DeviceStorage(),
    start: (@MainActor (Application, DeviceStorage) -> Void)? = nil
  ) {
    self.driver = driver
    self.backend = backend
    self.fixture = fixture
    self.storage = storage
    self.start = start
    self.settle = SettleLoop(application: driver.application, backend: backend)
  }

  /// A new application, which the returned injection starts the subject's app in over `storage`.
  ///
  /// The application is made before the clock starts, as the system makes the process; what
  /// is timed is the app's own start, up to its first screen settled. From now on the step
  /// drives and settles the new app; the old one is let go.
  func startAgain(over storage: DeviceStorage) throws -> Injection {
    guard let start else { throw StepError.precondition("this subject cannot be started again") }
    let application = Application()
    driver = Subject.driver(of: application, backend: backend)
    settle = SettleLoop(application: application, backend: backend)
    return Injection { start(application, storage) }
  }

  /// The fixture's events in the order the list shows them: by date, then by id.
  var sortedEvents: [ServiceEvent] {
    fixture.events.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
  }
}
