import Foundation
import Gate
import Testing

/// Issue 44 H5, L4, L5: a scan baseline or thresholds file holding a number the check cannot
/// use is refused in one line that names the key; nothing on the way to the table traps.
@Suite("Scan check, numbers out of range")
struct ScanFileValuesTests {
  typealias Fixture = ScanCheckTests.Fixture

  /// A baseline of one function at cyclomatic 4, written as --write-baseline writes it, then edited.
  static func baseline(_ fixture: Fixture, value: String) throws -> URL {
    try fixture.write("App/Parser.swift", ScanCheckTests.parser(ifs: 3))
    let written = ScanBaseline(root: fixture.root.path, thresholds: ScanCheckTests.limits, items: try fixture.items())
    let url = fixture.root.appendingPathComponent("b.json")
    try Data(written.json().replacingOccurrences(of: "\"value\" : 4", with: "\"value\" : \(value)").utf8).write(to: url)
    return url
  }

  static func refusal(_ load: () throws(GateError) -> Void) -> String {
    do {
      try load()
      return "loaded"
    } catch {
      return error.description
    }
  }

  @Test("a count of 1e19, 2^63, 1.5 or -1 in a scan baseline is refused naming the key and the metric")
  func baselineValues() throws {
    for (value, shown) in [
      ("1e19", "10000000000000000000"), ("9223372036854775808", "9223372036854775808"), ("1.5", "1.5"),
      ("-1", "-1"),
    ] {
      let fixture = Fixture()
      let url = try Self.baseline(fixture, value: value)
      #expect(
        Self.refusal { () throws(GateError) in _ = try ScanBaseline.load(from: url) }
          == "\(url.path): not a valid scan baseline: metrics[0].value is \(shown), expected a whole number from 0 "
          + "to 9007199254740992 (complexity.cyclomatic App/Parser.swift Parser.parse(_:))")
    }
    let fixture = Fixture()
    let url = try Self.baseline(fixture, value: "1e400")
    #expect(
      Self.refusal { () throws(GateError) in _ = try ScanBaseline.load(from: url) }
        == "\(url.path): not a valid scan baseline: metrics[0].value is 1e400: valid JSON, but out of the range a "
        + "number can have here (about ±1.8e308)")
  }

  @Test("rows holding numbers no Int holds render in every format without stopping the process")
  func hugeRowsRender() throws {
    let fixture = Fixture()
    try fixture.write("App/Parser.swift", ScanCheckTests.parser(ifs: 3))
    let items = try fixture.items()
    let huge = items.filter(\.isOver).map { item -> GateMetric in
      var metric = item.metric
      metric.value = 1e19
      return metric
    }
    let gone = GateMetric(
      id: "instructions.list", architecture: "x", kind: .instructions, direction: .lowerIsBetter, value: -1e300,
      unit: "instructions")
    let comparison = Comparison(scan: items, baseline: huge + [gone])
    for format in CheckRenderer.Format.allCases {
      let text = try CheckRenderer.render(scan: comparison, items: items, as: format, update: "u")
      #expect(!text.isEmpty)
    }
    let table = try CheckRenderer.render(scan: comparison, items: items, as: .text, update: "u")
    #expect(table.contains("1e+19"))
    #expect(table.contains("-1e+300"))
  }

  @Test("a thresholds file's limits of 1.5, 1e400 or 2^63 name the key and what it takes")
  func thresholdValues() throws {
    let fixture = Fixture()
    let url = fixture.root.appendingPathComponent("t.json")
    try fixture.write("t.json", "")
    func refusal(_ json: String) throws -> String {
      try Data(json.utf8).write(to: url)
      return Self.refusal { () throws(GateError) in _ = try ScanThresholds.load(from: url) }
        .replacingOccurrences(of: url.path + ": ", with: "")
    }
    let prefix = "not a valid thresholds file: scan.cyclomatic is "
    #expect(
      try refusal(#"{ "schemaVersion": 1, "scan": { "cyclomatic": 1.5 } }"#)
        == prefix + "1.5, expected a whole number from 0 to 2147483647")
    #expect(
      try refusal(#"{ "schemaVersion": 1, "scan": { "cyclomatic": 9223372036854775808 } }"#)
        == prefix + "9223372036854775808, expected a whole number from 0 to 2147483647")
    #expect(
      try refusal(#"{ "schemaVersion": 1, "scan": { "cyclomatic": 1e400 } }"#)
        == prefix + "1e400: valid JSON, but out of the range a number can have here (about ±1.8e308)")
    #expect(
      try refusal(#"{ "schemaVersion": 1.5, "scan": {} }"#) == "schemaVersion 1.5 is not a supported version (1)")
    #expect(
      try refusal(#"{ "schemaVersion": "1", "scan": {} }"#)
        == "not a valid thresholds file: schemaVersion is a string, expected an integer")
    // The gate's thresholds: a number beyond a Double is named too.
    try Data(#"{ "schemaVersion": 1, "exact": { "default": 1e400 }, "coverage": {}, "timing": {} }"#.utf8).write(
      to: url)
    #expect(
      Self.refusal { () throws(GateError) in _ = try Thresholds.load(from: url) }.hasSuffix(
        "not a valid thresholds file: exact.default is 1e400: valid JSON, but out of the range a number can have "
          + "here (about ±1.8e308)"))
  }

  @Test("an empty thresholds file or baseline says so, and a folder is called one")
  func emptyAndFolders() throws {
    #expect(
      Self.refusal { () throws(GateError) in _ = try ScanThresholds.load(from: URL(fileURLWithPath: "/dev/null")) }
        == "/dev/null: is empty")
    #expect(
      Self.refusal { () throws(GateError) in _ = try Thresholds.load(from: URL(fileURLWithPath: "/dev/null")) }
        == "/dev/null: is empty")
    #expect(
      Self.refusal { () throws(GateError) in _ = try ScanBaseline.load(from: URL(fileURLWithPath: "/dev/null")) }
        == "/dev/null: is empty")
    #expect(
      Self.refusal { () throws(GateError) in _ = try Baseline.load(from: URL(fileURLWithPath: "/dev/null")) }
        == "/dev/null: is empty")
    let folder = FileManager.default.temporaryDirectory.path
    #expect(
      Self.refusal { () throws(GateError) in _ = try ScanThresholds.load(from: URL(fileURLWithPath: folder)) }
        == "\(folder): is a folder")
    #expect(
      Self.refusal { () throws(GateError) in _ = try Baseline.load(from: URL(fileURLWithPath: folder)) }
        == "\(folder): is a folder")
  }
}
