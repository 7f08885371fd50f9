import Foundation
import Gate
import Testing

/// `archbench check --scan`: a project's own figures against its limits and a scan baseline.
@Suite("Scan check")
struct ScanCheckTests {
  /// A folder of Swift files, removed when the test ends.
  final class Fixture {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-check-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func items(_ limits: ScanThresholds = ScanCheckTests.limits) throws -> [ScanItem] {
      try ScanCollector(root: root.path, modulesByFolder: true).collect(limits: limits)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
  }

  /// Cyclomatic 3, so that a function with three `if`s (1 + 3 = 4) is over it.
  static let limits = ScanThresholds(cyclomatic: 3, cognitive: 15, distance: 0.1)

  /// `parse` has three `if`s: cyclomatic 4, cognitive 3 (one point per unnested `if`).
  static func parser(ifs: Int, above: String = "") -> String {
    above + "struct Parser {\n  func parse(_ a: Int) -> Int {\n"
      + (1...max(ifs, 1)).prefix(ifs).map { "    if a > \($0) { return \($0) }\n" }.joined()
      + "    return 0\n  }\n\n  func small() {}\n}\n"
  }

  static func baseline(_ fixture: Fixture) throws -> [GateMetric] {
    ScanBaseline(root: fixture.root.path, thresholds: limits, items: try fixture.items()).metrics
  }

  @Test("a file over scan's structure limit: one warning naming it, from the scan and the rules alike (issue 44)")
  func overTheStructureLimit() throws {
    let fixture = Fixture()
    try fixture.write("App/Parser.swift", Self.parser(ifs: 4))
    try fixture.write("App/Big.swift", Self.parser(ifs: 4) + "// " + String(repeating: "x", count: 3 << 20) + "\n")
    let (items, issues) = try ScanCollector(
      root: fixture.root.path, modulesByFolder: true, rules: .defaults(for: "mvc")
    )
    .collectReporting(limits: Self.limits)
    #expect(issues.map(\.path) == ["App/Big.swift"])
    #expect(issues.map(\.kind.rawValue) == ["tooLarge"])
    #expect(items.filter(\.isOver).map(\.metric.key) == ["complexity.cyclomatic App/Parser.swift Parser.parse(_:)"])
    #expect(!items.contains { $0.metric.architecture.contains("Big.swift") })
  }

  @Test("the baseline freezes what is over its limit: parse at cyclomatic 4, nothing else")
  func frozen() throws {
    let fixture = Fixture()
    try fixture.write("App/Parser.swift", Self.parser(ifs: 3))
    let metrics = try Self.baseline(fixture)
    #expect(metrics.map(\.key) == ["complexity.cyclomatic App/Parser.swift Parser.parse(_:)"])
    #expect(metrics.map(\.value) == [4])
    // Without a baseline, the same function fails.
    #expect(Comparison(scan: try fixture.items(), baseline: []).outcome == .regressed)
  }

  @Test("a frozen function moved by inserted lines is unchanged; grown it regresses; simplified it improves")
  func grows() throws {
    let fixture = Fixture()
    try fixture.write("App/Parser.swift", Self.parser(ifs: 3))
    let baseline = try Self.baseline(fixture)
    try fixture.write("App/Parser.swift", Self.parser(ifs: 3, above: "import Foundation\n\n// Parses.\n"))
    let moved = Comparison(scan: try fixture.items(), baseline: baseline)
    #expect(moved.rows.map(\.verdict) == [.unchanged])
    #expect(moved.outcome == .unchanged)
    try fixture.write("App/Parser.swift", Self.parser(ifs: 4))
    let grown = Comparison(scan: try fixture.items(), baseline: baseline)
    #expect(grown.rows.map { [$0.baseline, $0.now] } == [[4, 5]])
    #expect(grown.rows.map(\.verdict) == [.regressed])
    #expect(grown.outcome == .regressed)
    try fixture.write("App/Parser.swift", Self.parser(ifs: 1))
    let simpler = Comparison(scan: try fixture.items(), baseline: baseline)
    #expect(simpler.rows.map { [$0.baseline, $0.now] } == [[4, 2]])
    #expect(simpler.outcome == .improvedOnly)
  }

  @Test("a new function over the limit regresses with no baseline value; the table says so")
  func newFunction() throws {
    let fixture = Fixture()
    try fixture.write("App/Parser.swift", Self.parser(ifs: 3))
    let baseline = try Self.baseline(fixture)
    try fixture.write("App/Lexer.swift", Self.parser(ifs: 3).replacingOccurrences(of: "Parser", with: "Lexer"))
    let comparison = Comparison(scan: try fixture.items(), baseline: baseline)
    #expect(
      try CheckRenderer.render(scan: comparison, items: try fixture.items(), as: .text, update: "U") == """
        metric                 subject                            baseline  now  change  verdict
        complexity.cyclomatic  App/Lexer.swift Lexer.parse(_:)           –    4       –  REGRESSED
        complexity.cyclomatic  App/Parser.swift Parser.parse(_:)         4    4       0  UNCHANGED

        2 metrics: 1 regressed, 0 removed, 0 improved, 0 added, 1 unchanged. REGRESSION (exit 2)

        """)
  }

  @Test("a module that enters the zone of pain regresses: Core, depended on, concrete, depending on nothing")
  func zoneOfPain() throws {
    let fixture = Fixture()
    try fixture.write("Core/Store.swift", "struct Store {}\n")
    try fixture.write("Feature/Screen.swift", "struct Screen {}\n")
    // No references: I is undefined for both, so neither has a zone.
    let baseline = try Self.baseline(fixture)
    #expect(baseline.isEmpty)
    try fixture.write("Feature/Screen.swift", "struct Screen {\n  let store: Store\n}\n")
    // Core: Ca 1, Ce 0, so I = 0; A = 0/1 = 0; D = |0 + 0 − 1| = 1: the zone of pain.
    // Feature: Ca 0, Ce 1, so I = 1; D = 0: the main sequence, no row.
    let comparison = Comparison(scan: try fixture.items(), baseline: baseline)
    #expect(comparison.rows.map(\.metric.key) == ["coupling.distance Core"])
    #expect(comparison.rows.map(\.now) == [1])
    #expect(comparison.outcome == .regressed)
    // Frozen, it holds; made abstract (a protocol beside it: A = 1/2, D = 0.5), it leaves the zone and improves.
    let frozen = try Self.baseline(fixture)
    #expect(Comparison(scan: try fixture.items(), baseline: frozen).outcome == .unchanged)
    try fixture.write("Core/Store.swift", "struct Store {}\n\nprotocol Storing {}\n")
    let better = Comparison(scan: try fixture.items(), baseline: frozen)
    #expect(better.rows.map(\.verdict) == [.improved])
    #expect(better.rows.map(\.now) == [0.5])
  }

  @Test("a scan thresholds file: its scan section, defaults for what it leaves out, one-line refusals")
  func thresholdsFile() throws {
    let fixture = Fixture()
    try fixture.write("t.json", "{ \"schemaVersion\": 1, \"exact\": {}, \"scan\": { \"cyclomatic\": 8 } }")
    #expect(
      try ScanThresholds.load(from: fixture.root.appendingPathComponent("t.json"))
        == ScanThresholds(cyclomatic: 8, cognitive: 15, distance: 0.1))
    try fixture.write("u.json", "{ \"schemaVersion\": 1, \"scan\": { \"cyclomatc\": 8 } }")
    #expect(throws: GateError.self) { try ScanThresholds.load(from: fixture.root.appendingPathComponent("u.json")) }
    try fixture.write("b.json", "{ \"schemaVersion\": 2, \"metrics\": [] }")
    do {
      _ = try ScanBaseline.load(from: fixture.root.appendingPathComponent("b.json"))
      Issue.record("the gate's baseline loaded as a scan baseline")
    } catch {
      #expect(
        error.description.hasSuffix(
          "b.json: archbench baseline update's baseline, or no baseline, not a scan "
            + "baseline; write one with archbench check --scan --write-baseline"))
    }
  }
}
