/// The share of events slower than a frame: 16.7 ms at 60 Hz, 8.3 ms at 120 Hz.
///
/// A share is between 0 and 1. An event over budget would drop at least one frame on a
/// device, since the platform, like UIKit, does all of it on the main thread.
///
/// ```swift
/// let misses = FrameBudget.misses(nanoseconds: samples)
/// print("\(misses.over16ms * 100) % over 16.7 ms")
/// ```
public struct FrameBudgetMisses: Codable, Equatable, Sendable {
  /// Events over 16.7 ms (60 Hz).
  public var over16ms: Double
  /// Events over 8.3 ms (120 Hz).
  public var over8ms: Double

  public init(over16ms: Double, over8ms: Double) {
    self.over16ms = over16ms
    self.over8ms = over8ms
  }
}
