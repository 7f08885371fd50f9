import CodeMetrics
import Support

/// `metrics.csv`: one row per architecture with every scalar figure.
///
/// ```swift
/// let text = CSVOutput.render(data)
/// ```
enum CSVOutput {
  static let header = [
    "architecture", "production_files", "production_code_lines", "production_comment_lines",
    "production_blank_lines", "test_files", "test_code_lines", "types", "protocols", "functions",
    "mean_complexity", "max_complexity", "roles", "largest_role", "unit_line_coverage_percent",
    "conformance_line_coverage_percent", "platform_free_type_share", "unit_tests", "conformance_passed",
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
      ]
    }
    return CSV.document(header: header, rows: rows)
  }
}
