import Foundation
import Latency
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

  @Test func theJSONCarriesItsSchemaVersion() throws {
    let json = String(decoding: try ReportFixtures.sample.json(), as: UTF8.self)

    #expect(json.contains("\"schemaVersion\" : \(LatencyReport.currentSchemaVersion)"))
    #expect(LatencyReport.defaultLocation == ".build-latency/archbench/latency.json")
  }
}
