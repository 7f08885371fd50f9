import Coverage
import Foundation
import GitFixtures
import History
import Reports
import Testing

@Suite("Report history and provenance")
struct HistoryPhaseTests {
  static let samples = [
    Sample(id: "mvc", name: "MVC", directory: "Samples/MVC", modules: ["MVC"], testModules: ["MVCTests"]),
    Sample(id: "mvvm", name: "MVVM", directory: "Samples/MVVM", modules: ["MVVM"], testModules: ["MVVMTests"]),
  ]

  @Test("the report reads each sample's size over the history and draws it in index.html and history.csv")
  func historyInTheReport() async throws {
    let study = try StudyRepository()
    try study.repository.checkOut()
    let root = URL(fileURLWithPath: study.path)
    let options = ReportCollector.Options(
      coverage: false, conformance: false, latency: false, instructions: false, exercises: false)
    let data = try await ReportCollector(packageRoot: root, samples: Self.samples, options: options) { _ in }
      .collect()
    let history = try #require(data.history)
    #expect(history.points.map(\.commit.hex) == [study.a, study.b, study.d, study.e])
    #expect(history.points.last?.groups.map(\.code) == [8, 7])
    let files = try ReportFiles(data: data, provenance: Fixtures.provenance).render()
    let html = String(decoding: try #require(files.first { $0.name == "index.html" }).contents, as: UTF8.self)
    #expect(html.contains("<h2>History</h2>"))
    #expect(html.contains(">MVVM 7</text>"))
    let csv = String(decoding: try #require(files.first { $0.name == "history.csv" }).contents, as: UTF8.self)
    #expect(csv == HistoryRenderer.csv(history))
  }

  @Test("outside a repository the report has no history, and says so")
  func noRepository() async throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    var lines: [String] = []
    let options = ReportCollector.Options(
      coverage: false, conformance: false, latency: false, instructions: false, exercises: false)
    let data = try await ReportCollector(packageRoot: root, samples: [], options: options) { lines.append($0) }
      .collect()
    #expect(data.history == nil)
    #expect(lines.contains { $0.hasPrefix("  history not measured: \(root.path) is not a git repository") })
    let html = String(
      decoding: try #require(
        try ReportFiles(data: data, provenance: Fixtures.provenance).render().first { $0.name == "index.html" }
      ).contents, as: UTF8.self)
    #expect(html.contains("<h2>History</h2>\n<p>Not measured in this run.</p>"))
  }

  @Test("provenance records HEAD and whether the working tree is dirty, through libgit2")
  func provenance() async throws {
    let study = try StudyRepository()
    try study.repository.checkOut()
    let root = URL(fileURLWithPath: study.path)
    let clean = await ProvenanceReader.current(packageRoot: root, skipped: [])
    #expect(clean.commit == study.e)
    #expect(clean.dirty == false)
    try Data("changed\n".utf8).write(to: root.appendingPathComponent("README.md"))
    #expect(await ProvenanceReader.current(packageRoot: root, skipped: []).dirty == true)
    let outside = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outside) }
    let none = await ProvenanceReader.current(packageRoot: outside, skipped: [])
    #expect(none.commit == "unknown")
    #expect(none.dirty == nil)
  }
}
