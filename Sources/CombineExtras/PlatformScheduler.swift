import HeadlessUI
import OpenCombine

/// A Combine scheduler on the headless platform's clock, for the operators that wait:
/// `debounce(for:scheduler:)`, `delay(for:scheduler:)`, `throttle(for:scheduler:latest:)`.
///
/// Apple's Combine schedules these on `RunLoop.main` or `DispatchQueue.main`, both
/// `Scheduler`s that OpenCombine lacks; this one is the main run loop of an app on the
/// platform: actions run on the main actor, at the application's ``PlatformClock`` time, so a
/// test advances the clock instead of waiting (as combine-schedulers' `TestScheduler` does).
/// Schedule on it from the main actor only, as on `RunLoop.main`.
///
/// ```swift
/// form.debounce(for: .milliseconds(500), scheduler: PlatformScheduler(clock: application.clock))
///   .sink { [weak self] _ in self?.showsErrors = true }
/// ```
public struct PlatformScheduler: Scheduler, Sendable {
  /// A moment on the scheduler's clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public var instant: PlatformClock.Instant

    public init(_ instant: PlatformClock.Instant) {
      self.instant = instant
    }

    public func distance(to other: Self) -> Stride {
      let duration = instant.duration(to: other.instant)
      let (seconds, attoseconds) = duration.components
      return Stride(nanoseconds: Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }

    public func advanced(by stride: Stride) -> Self {
      Self(instant.advanced(by: .nanoseconds(stride.nanoseconds)))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.instant == rhs.instant }
    public func hash(into hasher: inout Hasher) { hasher.combine(instant.offset) }

    /// An interval between two moments, in nanoseconds, as `DispatchQueue`'s stride is.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Sendable {
      public var nanoseconds: Int

      public init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
      }

      public init(integerLiteral value: Int) { self.init(nanoseconds: value * 1_000_000_000) }
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      public var magnitude: Int { abs(nanoseconds) }

      public static func seconds(_ s: Int) -> Self { Self(nanoseconds: s * 1_000_000_000) }
      public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int(s * 1_000_000_000)) }
      public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: ms * 1_000_000) }
      public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: us * 1_000) }
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
      public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
      public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
      public static func * (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds * rhs.nanoseconds) }
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  public typealias SchedulerOptions = Never

  public let clock: PlatformClock

  public init(clock: PlatformClock) {
    self.clock = clock
  }

  public var now: SchedulerTimeType { SchedulerTimeType(clock.now) }

  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: .zero, options: nil, action)
  }

  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    _ = scheduleAction(after: date, action)
  }

  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repetition = Repetition()
    func next(_ date: SchedulerTimeType) {
      repetition.scheduled = scheduleAction(after: date) {
        next(date.advanced(by: interval))
        action()
      }
    }
    next(date)
    return AnyCancellable { repetition.scheduled?.cancel() }
  }

  /// Runs `action` when the clock reaches `date`; at once (on the main actor's next turn) when it has.
  private func scheduleAction(after date: SchedulerTimeType, _ action: @escaping () -> Void) -> ScheduledAction? {
    let delay = clock.now.duration(to: date.instant)
    // Combine's actions are not `Sendable`; the platform runs them where they were scheduled from, the main actor.
    nonisolated(unsafe) let action = action
    guard delay > .zero else {
      Task { @MainActor in action() }
      return nil
    }
    return clock.schedule(after: delay) { action() }
  }
}

/// The latest scheduling of a repeating action, which its cancellation cancels.
private final class Repetition: @unchecked Sendable {
  var scheduled: ScheduledAction?
}
