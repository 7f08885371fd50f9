import Foundation
import Testing

@testable import Reports

@Suite("Determinism")
struct DeterminismTests {
  @Test("the same inputs give byte-identical files")
  func sameInputsSameBytes() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = root.appendingPathComponent("first")
    let second = root.appendingPathComponent("second")
    try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: first)
    try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).write(to: second)
    let a = try Fixtures.contents(of: first)
    let b = try Fixtures.contents(of: second)
    #expect(
      a.keys.sorted() == ["README.md", "SCORING.md", "index.html", "metrics.csv", "metrics.json", "provenance.json"])
    #expect(a == b)
  }

  @Test("only provenance.json changes with the date, commit and machine")
  func provenanceIsolated() throws {
    let other = Provenance(toolchain: "other", commit: "1111111", date: "2027-02-02T00:00:00Z", cores: 64)
    let a = try ReportFiles(data: Fixtures.data(), provenance: Fixtures.provenance).render()
    let b = try ReportFiles(data: Fixtures.data(), provenance: other).render()
    for (x, y) in zip(a, b) where x.name != "provenance.json" { #expect(x.contents == y.contents, "\(x.name)") }
  }

  @Test("the real samples scan the same twice")
  func scanIsStable() throws {
    let text =
      "/// doc\nstruct A {\n  // why\n  func f(x: Int) -> Int {\n    if x > 0 && x < 9 { return 1 }\n    return x ?? 0\n  }\n}\n\nprotocol P {}\n"
    let scan = SourceScan(source: text)
    #expect(scan.codeLines == 7)
    #expect(scan.commentLines == 2)
    #expect(scan.blankLines == 1)
    #expect(scan.types == 1)
    #expect(scan.protocols == 1)
    #expect(scan.functionComplexities == [4])
  }
}
