import Reports

/// What one gate run measured: the metrics compared with the baseline, the report data they
/// came from (its conformance matrix becomes JUnit), the tools that counted, and the fingerprint
/// of what the measuring program was built from.
///
/// ```swift
/// let measurement = try await GateCollector(packageRoot: root, samples: samples, latencyRuns: 3) { print($0) }.measure()
/// print(try CheckRenderer.render(comparison, of: measurement, as: .junit))
/// ```
public struct GateMeasurement {
  public var metrics: [GateMetric]
  public var data: ReportData
  /// The tools the instruction pass counted with.
  public var tools: CountingTools
  /// The fingerprint of what the measuring program was built from (``Reports/MeasuredInputs``).
  public var measuredInputs: String

  public init(metrics: [GateMetric], data: ReportData, tools: CountingTools, measuredInputs: String) {
    self.metrics = metrics
    self.data = data
    self.tools = tools
    self.measuredInputs = measuredInputs
  }
}
