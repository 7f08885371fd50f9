import Foundation

/// Everything `archbench report` measured, in one value: the input of every renderer.
///
/// Only deterministic figures live here — sizes, roles, structure, coverage, the
/// conformance matrix and the scorecard — so that unchanged code gives byte-identical
/// files. Provenance (date, commit, machine) is kept apart in `Provenance`.
///
/// ```swift
/// let data = ReportData(architectures: metrics, coverageMeasured: true, conformance: matrix)
/// let markdown = MarkdownRenderer.render(data, scorecard: Scorecard(data: data, weights: .defaults))
/// ```
public struct ReportData: Sendable, Hashable, Codable {
  /// The layout version of `metrics.json`; bump on any incompatible change.
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  /// One entry per architecture, in registry order.
  public var architectures: [ArchitectureMetrics]
  /// Whether coverage figures are present (`--no-coverage` leaves them out).
  public var coverageMeasured: Bool
  /// The conformance matrix, or `nil` when the suite was not run.
  public var conformance: ConformanceMatrix?
  /// The scorecard computed from the figures above.
  public var scorecard: Scorecard?

  public init(
    architectures: [ArchitectureMetrics], coverageMeasured: Bool, conformance: ConformanceMatrix?,
    scorecard: Scorecard? = nil
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.architectures = architectures
    self.coverageMeasured = coverageMeasured
    self.conformance = conformance
    self.scorecard = scorecard
  }
}
