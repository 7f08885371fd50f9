import HeadlessUI

import typealias Foundation.TimeInterval

/// A timer that runs a block on the main actor after an interval, like Foundation's `Timer` as
/// UIKit apps schedule it.
///
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedules on the current run loop;
/// the headless platform's time is the application's ``PlatformClock``, so the timer is
/// scheduled on a clock: a view controller's `application?.clock`, or one injected into the
/// object that owns the timer. As with Foundation's, a timer that does not repeat invalidates
/// itself after it fires, and ``invalidate()`` stops it.
///
/// ```swift
/// pause?.invalidate()
/// pause = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: clock) { [weak self] _ in
///   self?.showErrors()
/// }
/// ```
@MainActor
public final class Timer {
  /// The seconds between firings.
  public let timeInterval: TimeInterval
  /// Whether the timer will still fire.
  public private(set) var isValid = true

  private let repeats: Bool
  private let clock: PlatformClock
  private let block: @MainActor (Timer) -> Void
  private var scheduled: ScheduledAction?

  private init(
    timeInterval: TimeInterval, repeats: Bool, clock: PlatformClock, block: @escaping @MainActor (Timer) -> Void
  ) {
    // Foundation takes 0.1 ms for an interval of zero or less.
    self.timeInterval = max(timeInterval, 0.0001)
    self.repeats = repeats
    self.clock = clock
    self.block = block
  }

  /// Makes a timer and schedules it on `clock`.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, on clock: PlatformClock,
    block: @escaping @MainActor (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, clock: clock, block: block)
    timer.schedule()
    return timer
  }

  /// Stops the timer: its block does not run again.
  public func invalidate() {
    isValid = false
    scheduled?.cancel()
    scheduled = nil
  }

  private func schedule() {
    // The clock keeps the timer while it waits, as a run loop keeps its timers.
    scheduled = clock.schedule(after: .milliseconds(Int64((timeInterval * 1000).rounded()))) {
      self.fire()
    }
  }

  private func fire() {
    guard isValid else { return }
    if repeats {
      schedule()
    } else {
      isValid = false
      scheduled = nil
    }
    block(self)
  }
}
