import CodeMetrics
import ExercisesModel
import Support

/// `metrics.csv`: one row per architecture with every scalar figure; `coupling.csv` and
/// `role-references.csv`: the design figures per role and module, and between roles;
/// `extensibility.csv`: each reference solution's change cost, source and tests apart.
///
/// ```swift
/// let text = ReportCSVRenderer.render(data)
/// ```
enum ReportCSVRenderer {
  static let header = [
    "architecture", "production_files", "production_code_lines", "production_comment_lines",
    "production_blank_lines", "test_files", "test_code_lines", "types", "protocols", "functions",
    "mean_complexity", "max_complexity", "roles", "largest_role", "unit_line_coverage_percent",
    "conformance_line_coverage_percent", "platform_free_type_share", "unit_tests", "conformance_passed",
    "mean_role_distance", "cross_role_references", "mean_lcom4", "mean_cognitive_complexity",
    "max_cognitive_complexity", "mean_source_files_touched", "mean_source_lines_changed", "mean_test_files_touched",
    "mean_test_lines_changed",
  ]

  static func render(_ data: ReportData) -> String {
    let rows = data.architectures.map { a -> [String] in
      [
        a.name, "\(a.production.files)", "\(a.production.codeLines)", "\(a.production.commentLines)",
        "\(a.production.blankLines)", "\(a.tests.files)", "\(a.tests.codeLines)", "\(a.structure.types)",
        "\(a.structure.protocols)", "\(a.structure.functions)",
        Formatting.decimal(a.structure.meanComplexity, places: 2), "\(a.structure.maxComplexity)",
        "\(a.roles.count)", a.largestRole?.role ?? "",
        a.coverage?.unitLinePercent.map { Formatting.decimal($0, places: 1) } ?? "",
        a.coverage?.conformanceLinePercent.map { Formatting.decimal($0, places: 1) } ?? "",
        a.coverage?.platformFreeShare.map { Formatting.decimal($0, places: 3) } ?? "",
        a.coverage.map { "\($0.unitTests)" } ?? "",
        data.conformance.map { "\($0.passed(by: a.name))" } ?? "",
        a.design?.meanDistance.map { Formatting.decimal($0, places: 3) } ?? "",
        a.design.map { "\($0.crossRoleReferences.reduce(0) { $0 + $1.references })" } ?? "",
        a.design?.meanLCOM4.map { Formatting.decimal($0, places: 2) } ?? "",
        a.design.map { Formatting.decimal($0.meanCognitive, places: 2) } ?? "",
        a.design.map { "\($0.maxCognitive)" } ?? "",
        a.changeCost.map { Formatting.decimal($0.source.meanFilesTouched, places: 2) } ?? "",
        a.changeCost.map { Formatting.decimal($0.source.meanLinesChanged, places: 2) } ?? "",
        a.changeCost.map { Formatting.decimal($0.tests.meanFilesTouched, places: 2) } ?? "",
        a.changeCost.map { Formatting.decimal($0.tests.meanLinesChanged, places: 2) } ?? "",
      ]
    }
    return CSV.document(header: header, rows: rows)
  }

  static let couplingHeader = [
    "architecture", "level", "name", "types", "protocols", "afferent", "efferent", "instability", "abstractness",
    "distance", "zone",
  ]

  /// `coupling.csv`: one row per architecture and role, then per module for a sample of several.
  static func coupling(_ data: ReportData) -> String {
    let rows = data.architectures.flatMap { a -> [[String]] in
      guard let design = a.design else { return [] }
      let groups = design.roles.map { ("role", $0) } + design.modules.map { ("module", $0) }
      return groups.map { level, g in
        [
          a.name, level, g.name, "\(g.types)", "\(g.abstract)", "\(g.afferent)", "\(g.efferent)",
          g.instability.map { Formatting.decimal($0, places: 3) } ?? "",
          g.abstractness.map { Formatting.decimal($0, places: 3) } ?? "",
          g.distance.map { Formatting.decimal($0, places: 3) } ?? "", g.zone?.rawValue ?? "",
        ]
      }
    }
    return CSV.document(header: couplingHeader, rows: rows)
  }

  /// `role-references.csv`: the references from each role to each role (the diagonal included), per architecture.
  static func roleReferences(_ data: ReportData) -> String {
    let rows = data.architectures.flatMap { a in
      (a.design?.roleReferences ?? []).map { [a.name, $0.from, $0.to, "\($0.references)"] }
    }
    return CSV.document(header: ["architecture", "from", "to", "references"], rows: rows)
  }

  static let extensibilityHeader = [
    "exercise", "architecture", "proven", "source_files", "source_lines_added", "source_lines_removed", "test_files",
    "test_lines_added", "test_lines_removed",
  ]

  /// `extensibility.csv`: one row per exercise and architecture, in the table's order; `nil`
  /// when the exercises were not measured.
  static func extensibility(_ data: ReportData) -> String? {
    guard let report = data.extensibility else { return nil }
    let rows = report.entries.flatMap { entry in
      report.architectures.compactMap { architecture -> [String]? in
        guard let cost = entry.costs[architecture.id] else { return nil }
        return [
          entry.exercise, architecture.name, proof(entry, architecture.id),
          "\(cost.source.filesTouched)", "\(cost.source.linesAdded)", "\(cost.source.linesRemoved)",
          "\(cost.tests.filesTouched)", "\(cost.tests.linesAdded)", "\(cost.tests.linesRemoved)",
        ]
      }
    }
    return CSV.document(header: extensibilityHeader, rows: rows)
  }

  /// `yes`, `no`, or `flaky`: failed once and passed every rerun, so not proven and not reproduced.
  static func proof(_ entry: ExtensibilityReport.Entry, _ architecture: String) -> String {
    switch entry.proof(architecture) {
    case .proven: "yes"
    case .flaky: "flaky"
    case .unproven: "no"
    }
  }
}
