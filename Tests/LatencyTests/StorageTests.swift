import Foundation
import Latency
import LatencyModel
import Testing

@Suite("Results file")
struct StorageTests {
  @Test func writesAtomicallyAndReadsBackTheSameReport() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("nested/latency.json").path

    try ReportFixtures.sample.write(to: path)
    try ReportFixtures.sample.write(to: path)

    let read = try LatencyReport(json: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(read == ReportFixtures.sample)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("nested").path) == [
        "latency.json"
      ])
  }

  @Test("a file that is missing, a folder, not JSON or not latency results is one line naming it")
  func badFiles() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("broken.json")
    try Data(#"{ "run": "#.utf8).write(to: broken)
    let other = directory.appendingPathComponent("other.json")
    try Data(#"{ "schemaVersion": 1 }"#.utf8).write(to: other)
    let cases: [(String, String)] = [
      (directory.appendingPathComponent("missing.json").path, "no such file"),
      (directory.path, "it is a folder"),
      (broken.path, "not valid JSON"),
      (other.path, "missing run"),
    ]
    for (path, reason) in cases {
      #expect(throws: UnreadableFile(kind: "latency results", path: path, reason: reason)) {
        try LatencyReport.load(from: path)
      }
    }
    #expect(
      UnreadableFile(kind: "latency results", path: "run.json", reason: "not valid JSON").description
        == "cannot read the latency results run.json: not valid JSON")
  }

  @Test func theJSONCarriesItsSchemaVersion() throws {
    let json = String(decoding: try ReportFixtures.sample.json(), as: UTF8.self)

    #expect(json.contains("\"schemaVersion\" : \(LatencyReport.currentSchemaVersion)"))
    #expect(LatencyReport.defaultLocation == ".build-latency/archbench/latency.json")
  }
}
