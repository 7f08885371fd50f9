import Foundation
import Gate
import Testing

@Suite("Baseline and thresholds files")
struct FileTests {
  private func file(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gate-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test("a baseline survives writing and reading, sorted by key")
  func roundTrip() throws {
    let baseline = Baseline(
      commit: "abc", createdAt: "2026-01-01T00:00:00Z", latencyRuns: 3, latencyArguments: ["--iterations", "60"],
      instructionArguments: ["--sizes", "10"],
      tools: CountingTools(valgrind: "valgrind-3.19.0", toolchain: "Swift 6.3.1"),
      metrics: GateFixtures.metrics())
    let url = try file(String(decoding: try baseline.json(), as: UTF8.self))
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Baseline.load(from: url) == baseline)
    #expect(baseline.metrics.map(\.key) == baseline.metrics.map(\.key).sorted())
  }

  @Test("a missing, malformed, incomplete or newer baseline is one line naming the file")
  func badBaselines() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("nope-\(UUID().uuidString).json")
    #expect(throws: GateError.unreadable(path: missing.path, reason: "no such file")) {
      try Baseline.load(from: missing)
    }
    let garbage = try file("{ not json")
    #expect(throws: GateError.unreadable(path: garbage.path, reason: "not a baseline (no schemaVersion; is it JSON?)"))
    {
      try Baseline.load(from: garbage)
    }
    let newer = try file(#"{ "schemaVersion": 9 }"#)
    #expect(throws: GateError.incompatible(path: newer.path, found: 9, expected: 2)) { try Baseline.load(from: newer) }
    #expect(
      "\(GateError.incompatible(path: "b.json", found: 9, expected: 2))"
        == "b.json: baseline schema version 9, this archbench reads 2; run archbench baseline update")
    let incomplete = try file(#"{ "schemaVersion": 2, "commit": "x" }"#)
    #expect(throws: GateError.unreadable(path: incomplete.path, reason: "not a valid baseline: missing createdAt")) {
      try Baseline.load(from: incomplete)
    }
    for url in [garbage, newer, incomplete] { try? FileManager.default.removeItem(at: url) }
  }

  @Test("thresholds: an id, then the longest prefix*, then default")
  func thresholdLookup() {
    let thresholds = Thresholds(
      exact: ["default": 0, "allocations.sum": 3], coverage: ["default": 1],
      timing: ["default": 0.2, "latency.ratio.*": 0.3, "latency.ratio.list.*": 0.4, "latency.ratio.geomean": 0.1])
    func timing(_ id: String) -> Double {
      thresholds.threshold(
        for: GateMetric(id: id, architecture: "mvc", kind: .timing, direction: .lowerIsBetter, value: 1, unit: ""))
    }
    #expect(timing("latency.ratio.geomean") == 0.1)
    #expect(timing("latency.ratio.list.search@10") == 0.4)
    #expect(timing("latency.ratio.login.keystroke@8") == 0.3)
    #expect(timing("something.else") == 0.2)
  }

  @Test("a negative threshold or another schema is refused")
  func badThresholds() throws {
    let negative = try file(#"{ "schemaVersion": 1, "exact": { "default": -1 }, "coverage": {}, "timing": {} }"#)
    #expect(
      throws: GateError.unreadable(path: negative.path, reason: "exact.default is -1.0; thresholds must be 0 or more")
    ) { try Thresholds.load(from: negative) }
    let other = try file(#"{ "schemaVersion": 2, "exact": {}, "coverage": {}, "timing": {} }"#)
    #expect(throws: GateError.incompatible(path: other.path, found: 2, expected: 1)) {
      try Thresholds.load(from: other)
    }
    for url in [negative, other] { try? FileManager.default.removeItem(at: url) }
  }

  @Test("an unknown key in the thresholds file is refused, named")
  func unknownThresholdKey() throws {
    let misspelt = try file(#"{ "schemaVersion": 1, "exact": {}, "coverage": {}, "timing": {}, "timeing": {} }"#)
    defer { try? FileManager.default.removeItem(at: misspelt) }
    #expect(
      throws: GateError.unreadable(
        path: misspelt.path,
        reason:
          "unknown key 'timeing'; the keys are schemaVersion, exact, coverage, timing, instructions, instructionsMinimum"
      )
    ) { try Thresholds.load(from: misspelt) }
  }

  @Test("the committed thresholds file reads")
  func committed() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let thresholds = try Thresholds.load(from: root.appendingPathComponent("Benchmarks/thresholds.json"))
    #expect(thresholds.exact["allocations.sum"] == 10)
    #expect(thresholds.instructions == Thresholds.defaultInstructions)
    #expect(thresholds.instructionsMinimum == Thresholds.defaultInstructionsMinimum)
  }

  @Test("a thresholds file without instructions gets the default instruction thresholds")
  func instructionThresholdDefault() throws {
    let old = try file(#"{ "schemaVersion": 1, "exact": {}, "coverage": {}, "timing": {} }"#)
    defer { try? FileManager.default.removeItem(at: old) }
    let metric = GateMetric(
      id: "instructions.report.note@8", architecture: "mvc", kind: .instructions, direction: .lowerIsBetter,
      value: 1, unit: "instructions")

    let sum = GateMetric(
      id: "instructions.sum", architecture: "mvc", kind: .instructions, direction: .lowerIsBetter, value: 1,
      unit: "instructions")

    #expect(try Thresholds.load(from: old).threshold(for: metric) == 0.02)
    #expect(try Thresholds.load(from: old).threshold(for: sum) == 0.005)
    #expect(try Thresholds.load(from: old).minimumChange(for: metric) == 10_000)
    #expect(try Thresholds.load(from: old).minimumChange(for: sum) == 0)
  }

  @Test("counts from another valgrind or another compiler are refused, naming both")
  func otherTools() {
    let baseline = CountingTools(valgrind: "valgrind-3.19.0", toolchain: "Swift version 6.3.1")

    #expect(baseline.mismatch(with: baseline) == nil)
    #expect(
      baseline.mismatch(with: CountingTools(valgrind: "valgrind-3.22.0", toolchain: "Swift version 6.3.1"))
        == "counted with valgrind-3.19.0, this machine has valgrind-3.22.0")
    #expect(
      baseline.mismatch(with: CountingTools(valgrind: "valgrind-3.19.0", toolchain: "Swift version 6.4"))
        == "built with Swift version 6.3.1, this machine has Swift version 6.4")
    #expect(
      "\(GateError.otherTools(path: "b.json", reason: "counted with valgrind-3.19.0, this machine has valgrind-3.22.0"))"
        == "b.json: its instructions were counted with valgrind-3.19.0, this machine has valgrind-3.22.0; "
        + "counts differ between versions, so run archbench baseline update here")
  }
}
