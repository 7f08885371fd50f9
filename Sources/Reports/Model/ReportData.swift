import ExercisesModel
import Foundation
import History
import LatencyModel

/// Everything `archbench report` measured, in one value: the input of every renderer.
///
/// Sizes, roles, structure, coverage and the conformance matrix are deterministic:
/// unchanged code gives the same values and byte-identical tables. The latency run and
/// what derives from it (each architecture's `performance`, the scorecard's Performance
/// row) depend on timing, and every renderer keeps them in sections and files of their own.
///
/// ```swift
/// let data = ReportData(architectures: metrics, coverageMeasured: true, conformance: matrix, latency: run)
/// try ReportFiles(data: data, provenance: provenance).write(to: reports)
/// ```
public struct ReportData: Sendable, Equatable, Codable {
  /// The layout version of `metrics.json`; bump on any incompatible change.
  public static let currentSchemaVersion = 3

  public var schemaVersion: Int
  /// One entry per architecture, in registry order.
  public var architectures: [ArchitectureMetrics]
  /// Whether coverage figures are present (`--no-coverage` leaves them out).
  public var coverageMeasured: Bool
  /// The conformance matrix, or `nil` when the suite was not run.
  public var conformance: ConformanceMatrix?
  /// The whole latency run, or `nil` when it was skipped.
  public var latency: LatencyReport?
  /// The instructions of each dispatch, counted under callgrind: the same in every run, unlike
  /// the timings; `nil` when not counted.
  public var instructions: InstructionReport?
  /// Each architecture's size over the recent commits, or `nil` when not measured (no
  /// repository, a shallow clone, `--no-history`).
  public var history: HistoryTrend?
  /// What the exercises' reference solutions cost, or `nil` when not measured.
  public var extensibility: ExtensibilityReport?
  /// Each idiom of `Idioms/` measured both ways, or `nil` when not measured.
  public var idioms: IdiomReport?
  /// The scorecard computed from the figures above.
  public var scorecard: Scorecard?
  /// Where, when and with what the report was made; set by `ReportFiles`.
  public var provenance: Provenance?

  public init(
    architectures: [ArchitectureMetrics], coverageMeasured: Bool, conformance: ConformanceMatrix?,
    latency: LatencyReport? = nil, instructions: InstructionReport? = nil, history: HistoryTrend? = nil,
    extensibility: ExtensibilityReport? = nil, idioms: IdiomReport? = nil, scorecard: Scorecard? = nil
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.architectures = architectures
    self.coverageMeasured = coverageMeasured
    self.conformance = conformance
    self.latency = latency
    self.instructions = instructions
    self.history = history
    self.extensibility = extensibility
    self.idioms = idioms
    self.scorecard = scorecard
  }
}
