import Foundation
import Testing

@testable import Reports

@Suite("Atomicity")
struct AtomicityTests {
  struct Boom: Error {}

  @Test("a failure halfway leaves the previous Reports/ untouched")
  func failureKeepsOld() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("Reports")
    try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).write(to: reports)
    try Data("old\n".utf8).write(to: reports.appendingPathComponent("README.md"))
    let before = try Fixtures.contents(of: reports)
    #expect(throws: Boom.self) {
      try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: reports) { name in
        if name == "metrics.json" { throw Boom() }
      }
    }
    #expect(try Fixtures.contents(of: reports) == before)
    // No staging folder is left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Reports"])
  }

  @Test("a successful run replaces the whole folder")
  func successReplaces() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let reports = root.appendingPathComponent("Reports")
    try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: reports)
    // A file an older archbench wrote into its reports.
    try Data("{}\n".utf8).write(to: reports.appendingPathComponent("provenance.json"))
    try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: reports)
    let files = try Fixtures.contents(of: reports)
    #expect(files["provenance.json"] == nil)
    #expect(files["README.md"] != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Reports"])
  }
}
