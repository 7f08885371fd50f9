/// The report as CSV, quoted as RFC 4180 says: a header and one row per architecture. Percentages
/// have two decimals, shares and ratios four; a value with nothing to measure is empty.
///
/// ```
/// id,architecture,unit_lines_covered,unit_lines_total,unit_lines_percent,…
/// mvc,MVC,1084,1096,98.91,…
/// ```
enum CSVRenderer {
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
    ("test_to_code_ratio", { NumberFormatting.decimal($0.testToCodeRatio, digits: 4) }),
    ("types", { "\($0.types.total)" }),
    ("platform_free_types", { "\($0.types.platformFree)" }),
    ("platform_free_share", { NumberFormatting.decimal($0.types.platformFreeShare, digits: 4) }),
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
          { NumberFormatting.decimal($0[keyPath: summary][keyPath: counts].percent, digits: 2) }
        ),
      ]
    }
  }

  static func render(_ report: CoverageReport) -> String {
    var lines = [fields.map(\.name).joined(separator: ",")]
    for architecture in report.architectures {
      lines.append(fields.map { escape($0.value(architecture)) }.joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Quotes a field that holds a comma, a quote or a line break, doubling its quotes.
  static func escape(_ field: String) -> String {
    guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
    return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
