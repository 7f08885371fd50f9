/// What the speed gate did in a run: its tolerance, the host's usual speed, and how often it had a group timed again.
///
/// ```swift
/// if let gate = report.run.speedGate {
///   print("\(gate.repeatedShare * 100) % of the groups were timed again")
/// }
/// ```
public struct SpeedGateSummary: Codable, Equatable, Sendable {
  /// How much slower than the usual speed a kept group's probes could be: 0.2 is 20 %.
  public var tolerance: Double
  /// The host's usual speed: the run's 16th fastest ``SpeedProbe``, in nanoseconds.
  public var fastestProbeNanoseconds: UInt64
  /// Measured iteration groups kept, and timed again because a probe was slow.
  public var groupsKept: Int
  public var groupsRepeated: Int
  /// Samples kept although their probe was slow, because a step ran out of repeats; 0 on a settled host.
  public var offSpeedSamples: Int

  public init(
    tolerance: Double, fastestProbeNanoseconds: UInt64, groupsKept: Int, groupsRepeated: Int, offSpeedSamples: Int
  ) {
    self.tolerance = tolerance
    self.fastestProbeNanoseconds = fastestProbeNanoseconds
    self.groupsKept = groupsKept
    self.groupsRepeated = groupsRepeated
    self.offSpeedSamples = offSpeedSamples
  }

  /// The share of measured groups that were timed again.
  public var repeatedShare: Double {
    let total = groupsKept + groupsRepeated
    return total == 0 ? 0 : Double(groupsRepeated) / Double(total)
  }
}
