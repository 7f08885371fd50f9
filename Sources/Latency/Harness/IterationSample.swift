/// What one timed dispatch cost.
///
/// ```swift
/// let sample = try await DispatchTimer.measure(injection, settling: context.settle, countingAllocations: true)
/// print(sample.nanoseconds, sample.allocations)
/// ```
public struct IterationSample: Equatable, Sendable {
  /// From injecting the event to the tree settling.
  public var nanoseconds: UInt64
  /// Heap allocations in that time; 0 when not counted.
  public var allocations: Int
  /// Elements added, removed or changed by the render passes in that time.
  public var elementUpdates: Int
  /// Render passes in that time.
  public var renders: Int
  /// The slower of the ``SpeedProbe`` runs just before and after this iteration's group, in
  /// nanoseconds; 0 when the host's speed was not probed.
  public var probeNanoseconds: UInt64 = 0

  public init(nanoseconds: UInt64, allocations: Int, elementUpdates: Int, renders: Int) {
    self.nanoseconds = nanoseconds
    self.allocations = allocations
    self.elementUpdates = elementUpdates
    self.renders = renders
  }
}
