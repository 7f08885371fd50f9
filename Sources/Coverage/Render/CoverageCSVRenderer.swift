import Support

/// The report as CSV, quoted as RFC 4180 says: a header and one row per architecture. Percentages
/// have two decimals, shares and ratios four; a value with nothing to measure is empty.
///
/// ```
/// id,architecture,unit_lines_covered,unit_lines_total,unit_lines_percent,…
/// mvc,MVC,1084,1096,98.91,…
/// ```
enum CoverageCSVRenderer {
  private typealias Field = (name: String, value: @Sendable (ArchitectureCoverage) -> String)

  private static let fields: [Field] =
    identity + summary("unit", \.unitTests) + summary("conformance", \.conformance) + size

  private static let identity: [Field] = [
    ("id", { $0.id }),
    ("architecture", { $0.name }),
  ]

  private static let size: [Field] = [
    ("tests", { "\($0.tests.tests)" }),
    ("test_cases", { "\($0.tests.cases)" }),
    ("tests_skipped", { "\($0.tests.skipped)" }),
    ("test_lines", { "\($0.testLines)" }),
    ("production_lines", { "\($0.productionLines)" }),
    ("test_to_code_ratio", { csvDecimal($0.testToCodeRatio, places: 4) }),
    ("types", { "\($0.types.total)" }),
    ("platform_free_types", { "\($0.types.platformFree)" }),
    ("platform_free_share", { csvDecimal($0.types.platformFreeShare, places: 4) }),
  ]

  /// Covered, total and percent of lines, functions and regions, named `<prefix>_lines_covered` and so on.
  private static func summary(
    _ prefix: String, _ summary: KeyPath<ArchitectureCoverage, CoverageSummary> & Sendable
  ) -> [Field] {
    let kinds: [(String, KeyPath<CoverageSummary, CoverageCounts> & Sendable)] = [
      ("lines", \.lines), ("functions", \.functions), ("regions", \.regions),
    ]
    return kinds.flatMap { name, counts -> [Field] in
      [
        ("\(prefix)_\(name)_covered", { "\($0[keyPath: summary][keyPath: counts].covered)" }),
        ("\(prefix)_\(name)_total", { "\($0[keyPath: summary][keyPath: counts].total)" }),
        (
          "\(prefix)_\(name)_percent",
          { csvDecimal($0[keyPath: summary][keyPath: counts].percent, places: 2) }
        ),
      ]
    }
  }

  static func render(_ report: CoverageReport) -> String {
    CSV.document(
      header: fields.map(\.name),
      rows: report.architectures.map { architecture in fields.map { $0.value(architecture) } })
  }

  /// A machine-readable decimal; a value with nothing to measure is an empty field.
  private static func csvDecimal(_ value: Double?, places: Int) -> String {
    value.map { Formatting.decimal($0, places: places) } ?? ""
  }
}
