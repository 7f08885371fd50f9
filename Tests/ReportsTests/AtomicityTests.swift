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
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try Data("old\n".utf8).write(to: reports.appendingPathComponent("README.md"))
    try Data("keep\n".utf8).write(to: reports.appendingPathComponent("extra.txt"))
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
    try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
    try Data("stale\n".utf8).write(to: reports.appendingPathComponent("stale.txt"))
    try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: reports)
    let files = try Fixtures.contents(of: reports)
    #expect(files["stale.txt"] == nil)
    #expect(files["README.md"] != nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["Reports"])
  }
}
