import Foundation
import LatencyModel
import Testing

@testable import Reports

/// `archbench report --output` replaces a folder as a whole, so it must only ever replace a
/// report: `--output .` deleted a whole checkout (issue 26).
@Suite("The report folder")
struct ReportFolderTests {
  @Test("a folder of other files is refused and left as it was")
  func refusesOtherFolders() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let checkout = root.appendingPathComponent("checkout")
    try FileManager.default.createDirectory(
      at: checkout.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("precious\n".utf8).write(to: checkout.appendingPathComponent("notes.txt"))
    try Data("x\n".utf8).write(to: checkout.appendingPathComponent("README.md"))
    try Data("ref: refs/heads/main\n".utf8).write(to: checkout.appendingPathComponent(".git/HEAD"))
    let listing = { FileManager.default.enumerator(atPath: checkout.path)?.allObjects as? [String] ?? [] }
    let before = listing().sorted()
    #expect(
      throws: ReportError.notAReport(
        path: checkout.path, reason: "it is not an archbench report (it holds .git, notes.txt)")
    ) {
      try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: checkout)
    }
    #expect(listing().sorted() == before)
    #expect(try String(contentsOf: checkout.appendingPathComponent("notes.txt"), encoding: .utf8) == "precious\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["checkout"])
  }

  @Test("report files without archbench's metrics.json, or a file, are not a report either")
  func refusesLookAlikes() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let lookAlike = root.appendingPathComponent("Docs")
    try FileManager.default.createDirectory(at: lookAlike, withIntermediateDirectories: true)
    try Data("# docs\n".utf8).write(to: lookAlike.appendingPathComponent("README.md"))
    try Data("{\"a\": 1}".utf8).write(to: lookAlike.appendingPathComponent("metrics.json"))
    #expect(
      throws: ReportError.notAReport(
        path: lookAlike.path, reason: "it is not an archbench report (it has no archbench metrics.json)")
    ) {
      try ReportWriter(directory: lookAlike).checkReplaceable()
    }
    let file = root.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    #expect(throws: ReportError.notAReport(path: file.path, reason: "it is a file, not a folder")) {
      try ReportWriter(directory: file).checkReplaceable()
    }
    #expect(
      ReportError.notAReport(path: "/r", reason: "it is a file, not a folder").description
        == "cannot write the report to /r: it is a file, not a folder; give a new or empty folder, or a previous report"
    )
  }

  @Test("a missing or empty folder, or a previous report, is replaced")
  func replacesReports() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let files = ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance)
    let missing = root.appendingPathComponent("New")
    try files.write(to: missing)
    let empty = root.appendingPathComponent("Empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try files.write(to: empty)
    // The second write replaces a previous report.
    try files.write(to: missing)
    #expect(try Fixtures.contents(of: missing) == Fixtures.contents(of: empty))
    #expect(try Fixtures.contents(of: missing)["metrics.json"] != nil)
  }

  @Test("a skipped phase keeps the previous report's files instead of deleting them")
  func keepsSkippedPhases() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("Reports")
    try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).write(to: reports)
    try Data("commit,MVC\n".utf8).write(to: reports.appendingPathComponent("history.csv"))
    let before = try Fixtures.contents(of: reports)
    #expect(before["latency.md"] != nil && before["latency.csv"] != nil)

    var skipping = Fixtures.data()
    skipping.latency = nil
    skipping.history = nil
    let kept = try ReportFiles(data: skipping, provenance: Fixtures.provenance).write(to: reports)
    #expect(kept == ["latency.md", "latency.csv", "history.csv"])
    let after = try Fixtures.contents(of: reports)
    for name in kept { #expect(after[name] == before[name], "\(name)") }
  }
}

@Suite("The weights file")
struct WeightsFileTests {
  private func load(_ contents: String) throws(UnreadableFile) -> Weights {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("weights-\(UUID().uuidString).json")
    try? Data(contents.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      return try Weights.load(from: url)
    } catch {
      throw UnreadableFile(kind: error.kind, path: "w.json", reason: error.reason)
    }
  }

  @Test("a subset of keys sets those criteria; the rest keep their defaults")
  func subset() throws {
    let weights = try load(#"{ "testability": 2, "performance": 0 }"#)
    #expect(weights.testability == 2 && weights.performance == 0 && weights.responsibilities == 1)
  }

  @Test("an unknown key, a negative weight, a non-number or a non-object is one line naming the key")
  func badFiles() {
    let cases: [(String, String)] = [
      (
        #"{ "testabilty": 2 }"#,
        "unknown key 'testabilty'; the keys are responsibilities, testability, easeOfUse, maintainability, performance"
      ),
      (#"{ "performance": -1 }"#, "performance is -1.0; weights must be 0 or more"),
      (#"{ "performance": "x" }"#, "performance is not a number"),
      (#"{ "performance": null }"#, "performance is not a number"),
      ("[]", #"not a JSON object of weights, such as {"testability": 2}"#),
      ("{ not json", "not valid JSON"),
    ]
    for (contents, reason) in cases {
      #expect(throws: UnreadableFile(kind: "weights file", path: "w.json", reason: reason), "\(contents)") {
        try load(contents)
      }
    }
    #expect(
      UnreadableFile(kind: "weights file", path: "w.json", reason: "performance is not a number").description
        == "cannot read the weights file w.json: performance is not a number")
  }
}
