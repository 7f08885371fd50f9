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
    try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).write(to: first)
    try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).write(to: second)
    let a = try Fixtures.contents(of: first)
    let b = try Fixtures.contents(of: second)
    #expect(
      a.keys.sorted() == [
        "README.md", "SCORING.md", "coupling.csv", "index.html", "latency.csv", "latency.md", "metrics.csv",
        "metrics.json", "published.csv", "role-references.csv",
      ])
    #expect(a == b)
  }

  @Test("the date, commit and machine change only metrics.json's provenance")
  func provenanceIsolated() throws {
    let other = Provenance(toolchain: "other", commit: "1111111", date: "2027-02-02T00:00:00Z", cores: 64)
    let a = try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).render()
    let b = try ReportFiles(data: Fixtures.dataWithLatency(), provenance: other).render()
    for (x, y) in zip(a, b) where x.name != "metrics.json" { #expect(x.contents == y.contents, "\(x.name)") }
    let jsonA = try #require(a.first { $0.name == "metrics.json" }).contents
    let jsonB = try #require(b.first { $0.name == "metrics.json" }).contents
    #expect(jsonA != jsonB)
    #expect(try withoutKeys(["provenance"], jsonA) == withoutKeys(["provenance"], jsonB))
  }

  @Test("a slower latency run changes the timing sections and files, never the size, structure or coverage tables")
  func timingIsolated() throws {
    let a = try ReportFiles(data: Fixtures.dataWithLatency(), provenance: Fixtures.provenance).render()
    let b = try ReportFiles(data: Fixtures.dataWithLatency(scale: 1.3), provenance: Fixtures.provenance).render()
    func file(_ name: String, _ files: [(name: String, contents: Data)]) throws -> String {
      String(decoding: try #require(files.first { $0.name == name }).contents, as: UTF8.self)
    }
    #expect(try file("metrics.csv", a) == file("metrics.csv", b))
    #expect(try file("latency.md", a) != file("latency.md", b))
    let readmeA = try file("README.md", a)
    let readmeB = try file("README.md", b)
    #expect(readmeA != readmeB)
    for section in ["## Size", "## Lines and files per role", "## Structure", "## Coverage", "## Conformance matrix"] {
      #expect(Self.section(section, of: readmeA) == Self.section(section, of: readmeB), "\(section)")
      #expect(!Self.section(section, of: readmeA).isEmpty, "\(section)")
    }
    #expect(Self.section("## Latency", of: readmeA) != Self.section("## Latency", of: readmeB))
    let jsonA = try #require(a.first { $0.name == "metrics.json" }).contents
    let jsonB = try #require(b.first { $0.name == "metrics.json" }).contents
    let decodedA = try JSONDecoder().decode(ReportData.self, from: jsonA)
    let decodedB = try JSONDecoder().decode(ReportData.self, from: jsonB)
    #expect(decodedA.conformance == decodedB.conformance)
    #expect(decodedA.architectures.map(\.structure) == decodedB.architectures.map(\.structure))
    #expect(decodedA.latency != decodedB.latency)
  }

  /// The lines from the heading that starts with `prefix` up to the next `## ` heading.
  static func section(_ prefix: String, of text: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(prefix) }) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  private func withoutKeys(_ keys: [String], _ json: Data) throws -> NSDictionary {
    let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    return NSDictionary(dictionary: object.filter { !keys.contains($0.key) })
  }
}
