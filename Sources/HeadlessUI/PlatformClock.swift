import Synchronization

/// The application's clock: time on the headless platform moves only when a test advances it.
///
/// It is a Swift `Clock` measured in `Duration`, so code that waits with
/// `try await clock.sleep(for:)`, as Apple's `ContinuousClock` offers, runs unchanged, and it
/// runs callbacks at a deadline with ``schedule(after:_:)``, which is what a run loop does for a
/// `Timer` (HeadlessUIKit's `Timer` and the Combine scheduler in CombineExtras are built on it).
/// Modelled on swift-clocks' `TestClock`, which TCA's `@Dependency(\.continuousClock)` swaps in
/// for tests: a sleep or a callback waits until ``advance(by:)`` moves the reading past its
/// deadline, so a test of a 500 ms debounce takes no 500 ms.
///
/// A pending wake-up is not work: the app is idle while it waits, as a phone is while a user
/// looks at it. `AppDriver.advanceClock(by:)` moves the application's clock and waits for idle.
///
/// ```swift
/// let clock = PlatformClock()
/// clock.schedule(after: .milliseconds(500)) { print("pause") }
/// await clock.advance(by: .milliseconds(499))  // nothing
/// await clock.advance(by: .milliseconds(1))    // prints "pause"
/// ```
public final class PlatformClock: Clock, Sendable {
  /// A reading of a ``PlatformClock``: the time since the clock was made.
  public struct Instant: InstantProtocol, Sendable {
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  /// Something waiting for a deadline: a suspended sleep, or a callback.
  private enum Waiter {
    case sleep(CheckedContinuation<Void, any Error>)
    case action(@MainActor @Sendable () -> Void)
  }

  private struct WakeUp {
    let id: Int
    let deadline: Instant
    let waiter: Waiter
  }

  private struct State {
    var now = Instant(offset: .zero)
    var wakeUps: [WakeUp] = []
    var nextID = 0
  }

  // A mutex and not the main actor: `Clock` requires a nonisolated `now` and `sleep`, which a
  // task off the main actor may call.
  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// How many sleeps and callbacks wait for the clock to reach their deadline.
  public var pendingCount: Int { state.withLock { $0.wakeUps.count } }

  /// Suspends until the clock reaches `deadline`; throws `CancellationError` when the task is
  /// cancelled first, as `Task.sleep` does.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await wait(until: deadline)
  }

  /// Suspends for `duration`, registering the sleep on the main actor before the caller
  /// suspends, so that a test that advances the clock as soon as the app settles wakes it.
  ///
  /// The `Clock` protocol's `sleep(for:)`, which a `some Clock` or `any Clock` gets, runs off the
  /// main actor: its sleep may be registered a moment later.
  ///
  /// ```swift
  /// try await clock.sleep(for: .milliseconds(500))
  /// ```
  @MainActor
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await wait(until: now.advanced(by: duration))
  }

  /// Registers a sleep in the caller's isolation, then suspends until it is woken or cancelled.
  private func wait(until deadline: Instant, isolation: isolated (any Actor)? = #isolation) async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      // Passed on, not inherited: a closure is isolated to an `isolated` parameter only if it uses it.
      try await withCheckedThrowingContinuation(isolation: isolation) {
        (continuation: CheckedContinuation<Void, any Error>) in
        let isDue = state.withLock { state in
          guard deadline > state.now else { return true }
          state.wakeUps.append(WakeUp(id: id, deadline: deadline, waiter: .sleep(continuation)))
          return false
        }
        if isDue {
          continuation.resume()
        } else if Task.isCancelled {
          cancel(id)
        }
      }
    } onCancel: {
      cancel(id)
    }
  }

  /// Runs `action` on the main actor once the clock reaches `now + delay`, unless cancelled.
  ///
  /// ```swift
  /// let pause = clock.schedule(after: .milliseconds(500)) { model.showErrors() }
  /// pause.cancel()
  /// ```
  @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor @Sendable () -> Void
  )
    -> ScheduledAction
  {
    let id = state.withLock { state in
      state.nextID += 1
      state.wakeUps.append(
        WakeUp(id: state.nextID, deadline: state.now.advanced(by: delay), waiter: .action(action)))
      return state.nextID
    }
    return ScheduledAction { [weak self] in self?.cancel(id) }
  }

  /// Moves the clock forward by `duration`, waking every sleep and running every callback whose
  /// deadline it reaches, earliest first, with a few turns of the main actor before the first and
  /// after each, so that tasks reach their sleeps and finish what a wake-up started.
  @MainActor
  public func advance(by duration: Duration) async {
    await advance(by: duration, settle: Self.yieldTurns)
  }

  /// Moves the clock forward as ``advance(by:)`` does, with `settle` in place of the turns of the
  /// main actor: `AppDriver` waits until the app is idle.
  @MainActor
  public func advance(by duration: Duration, settle: @MainActor () async throws -> Void) async rethrows {
    try await settle()
    let target = now.advanced(by: duration)
    while let wakeUp = takeNext(upTo: target) {
      switch wakeUp.waiter {
      case .sleep(let continuation): continuation.resume()
      case .action(let action): action()
      }
      try await settle()
    }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// A few turns of the main actor: enough for a task woken from a sleep to run its next step.
  @MainActor
  public static func yieldTurns() async {
    for _ in 0..<10 {
      await Task.yield()
    }
  }

  /// Removes the earliest wake-up due by `target` and moves the reading to its deadline.
  private func takeNext(upTo target: Instant) -> WakeUp? {
    state.withLock { state in
      guard
        let index = state.wakeUps.indices.min(by: {
          (state.wakeUps[$0].deadline, state.wakeUps[$0].id) < (state.wakeUps[$1].deadline, state.wakeUps[$1].id)
        }),
        state.wakeUps[index].deadline <= target
      else { return nil }
      let wakeUp = state.wakeUps.remove(at: index)
      state.now = max(state.now, wakeUp.deadline)
      return wakeUp
    }
  }

  private func cancel(_ id: Int) {
    let removed: WakeUp? = state.withLock { state in
      guard let index = state.wakeUps.firstIndex(where: { $0.id == id }) else { return nil }
      return state.wakeUps.remove(at: index)
    }
    if case .sleep(let continuation) = removed?.waiter {
      continuation.resume(throwing: CancellationError())
    }
  }
}

/// A callback waiting on a ``PlatformClock``; ``cancel()`` keeps it from running.
public struct ScheduledAction: Sendable {
  private let onCancel: @Sendable () -> Void

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = onCancel
  }

  /// Keeps the callback from running; does nothing once it ran.
  public func cancel() {
    onCancel()
  }
}
