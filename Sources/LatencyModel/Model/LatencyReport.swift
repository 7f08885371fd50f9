/// Everything one `archbench latency` run measured: the data behind the printed table.
///
/// It is what `archbench latency --format json` prints and what the run saves to
/// ``LatencyReport/defaultLocation``, so that later tools (`archbench report`) can read it
/// without measuring again. Times are in nanoseconds throughout.
///
/// ```swift
/// let report = try LatencyReport(json: Data(contentsOf: URL(fileURLWithPath: LatencyReport.defaultLocation)))
/// for measurement in report.measurements where measurement.step == "list.search" {
///   print(measurement.subject, measurement.events, measurement.latency.p50)
/// }
/// ```
public struct LatencyReport: Codable, Equatable, Sendable {
  /// The version of this format; it changes when a field changes meaning or disappears.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  /// How, where and when the run was made.
  public var run: RunInfo
  /// What the settle loop costs by itself, measured in the same run; not subtracted from any measurement.
  public var harnessOverhead: HarnessOverhead
  /// One per subject, step and fixture size, in the order run.
  public var measurements: [Measurement]
  /// One per subject and step that runs at more than one size.
  public var scaling: [ScalingResult]
  /// Steps that could not be measured on a subject, with the reason.
  public var failures: [MeasurementFailure]

  public init(
    run: RunInfo, harnessOverhead: HarnessOverhead, measurements: [Measurement], scaling: [ScalingResult],
    failures: [MeasurementFailure] = [], schemaVersion: Int = Self.currentSchemaVersion
  ) {
    self.schemaVersion = schemaVersion
    self.run = run
    self.harnessOverhead = harnessOverhead
    self.measurements = measurements
    self.scaling = scaling
    self.failures = failures
  }
}
