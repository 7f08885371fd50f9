import Support

/// The report as an aligned table for the terminal, one row per architecture.
///
/// ```
///               unit tests              conformance             own tests     code lines
/// architecture  lines   funcs  regions  lines   funcs  regions  tests  cases  tests  production  test:code  platform-free types
/// MVC           98.9%   98.8%  97.2%    …
/// ```
enum CoverageTableRenderer {
  private struct Column: Sendable {
    var group: String
    var title: String
    var leftAligned = false
    var value: @Sendable (ArchitectureCoverage) -> String
  }

  private static let columns: [Column] = [
    Column(group: "", title: "architecture", leftAligned: true) { $0.name },
    Column(group: "unit tests", title: "lines") { Formatting.percent($0.unitTests.lines.percent) },
    Column(group: "", title: "funcs") { Formatting.percent($0.unitTests.functions.percent) },
    Column(group: "", title: "regions") { Formatting.percent($0.unitTests.regions.percent) },
    Column(group: "conformance", title: "lines") { Formatting.percent($0.conformance.lines.percent) },
    Column(group: "", title: "funcs") { Formatting.percent($0.conformance.functions.percent) },
    Column(group: "", title: "regions") { Formatting.percent($0.conformance.regions.percent) },
    Column(group: "own tests", title: "tests") { "\($0.tests.tests)" },
    Column(group: "", title: "cases") { "\($0.tests.cases)" },
    Column(group: "code lines", title: "tests") { "\($0.testLines)" },
    Column(group: "", title: "production") { "\($0.productionLines)" },
    Column(group: "", title: "test:code") { Formatting.decimal($0.testToCodeRatio, places: 2) },
    Column(group: "types", title: "platform-free") {
      "\($0.types.platformFree)/\($0.types.total) \(Formatting.percent(share: $0.types.platformFreeShare))"
    },
  ]

  static func render(_ report: CoverageReport) -> String {
    let table = Table(
      header: columns.map(\.title),
      rows: report.architectures.map { architecture in columns.map { $0.value(architecture) } },
      alignments: columns.map { $0.leftAligned ? .left : .right }, groups: columns.map(\.group))
    return table.text() + "\n" + legend(report).map { $0 + "\n" }.joined()
  }

  private static func legend(_ report: CoverageReport) -> [String] {
    [
      "Coverage is llvm-cov's, of each sample's Sources/ only: \"unit tests\" by the sample's own test targets,",
      "\"conformance\" by Tests/ConformanceTests. Tests count @Test functions; cases count each argument of",
      "a parameterized test. Code lines exclude blank and comment-only lines. A type is platform-free when",
      "neither it nor the sample types it names import or name HeadlessUI, HeadlessUIKit or HeadlessSwiftUI.",
      "Measured \(ISO8601Formatting.string(from: report.measuredAt)) with \(report.toolchain).",
    ]
  }
}
