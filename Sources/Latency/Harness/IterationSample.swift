/// What one timed dispatch cost.
///
/// ```swift
/// let sample = try await DispatchTimer.measure(injection, settling: context.settle, countingAllocations: true)
/// print(sample.nanoseconds, sample.allocations)
/// ```
public struct IterationSample: Codable, Equatable, Sendable {
  /// From injecting the event to the tree settling.
  public var nanoseconds: UInt64
  /// Heap allocations in that time; 0 when not counted.
  public var allocations: Int
  /// Elements added, removed or changed by the render passes in that time.
  public var elementUpdates: Int
  /// Render passes in that time.
  public var renders: Int
  /// Views brought up to date: SwiftUI bodies evaluated, or UIKit views marked for display.
  public var viewUpdates: Int
  /// For a step that waits for an outcome: the settles at which the outcome did not hold yet.
  public var inconsistentSettles = 0
  /// The values on screen that differed from the server's, summed over those settles.
  public var staleValues = 0
  /// The slower of the ``SpeedProbe`` runs just before and after this iteration's group, in
  /// nanoseconds; 0 when the host's speed was not probed.
  public var probeNanoseconds: UInt64 = 0

  public init(nanoseconds: UInt64, allocations: Int, elementUpdates: Int, renders: Int, viewUpdates: Int = 0) {
    self.nanoseconds = nanoseconds
    self.allocations = allocations
    self.elementUpdates = elementUpdates
    self.renders = renders
    self.viewUpdates = viewUpdates
  }
}

extension IterationSample {
  /// `timings` with the counts of the first dispatches in `order`, one for one.
  ///
  /// The speed gate keeps a dispatch's time or times it again, depending on the host's speed at
  /// that moment; counts do not depend on it. In steps that alternate between two states, such
  /// as a type picked back and forth, every other dispatch may count one allocation more, and
  /// which ones the gate kept would tip the median of such a half-and-half split one way or the
  /// other from run to run. Counts therefore come from the first dispatches in the order they
  /// ran, the same ones in every run, and times from the dispatches the gate kept.
  static func counts(of order: [IterationSample], on timings: [IterationSample]) -> [IterationSample] {
    zip(timings, order).map { timing, counted in
      var sample = timing
      sample.allocations = counted.allocations
      sample.elementUpdates = counted.elementUpdates
      sample.renders = counted.renders
      sample.viewUpdates = counted.viewUpdates
      sample.inconsistentSettles = counted.inconsistentSettles
      sample.staleValues = counted.staleValues
      return sample
    }
  }
}
