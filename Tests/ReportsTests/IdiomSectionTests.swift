import Foundation
import LatencyModel
import Testing

@testable import Reports

@Suite("What an idiom costs, in the report")
struct IdiomSectionTests {
  static let comparator = Idiom(
    id: "comparator", title: "The sort comparator", committed: "a `static func`", other: "a free function",
    architectures: ["mvc"], steps: ["list.refresh"], sizes: [1000],
    sentence: "{architecture}'s {step} at N = {events}: {committed.instructions} with {committed}, "
      + "{other.instructions} with {other} ({instructions.factor}); ×ref {committed.ref} → {other.ref}, "
      + "allocations {committed.allocations} → {other.allocations}, bodies {committed.bodies} → {other.bodies}; "
      + "the architectures range {architectures.ref}.")

  /// MVC's list.refresh at N = 1,000 both ways; the report's own counts put MVC at ×3.64 and VIPER at ×2.64.
  static func data(provisional: String? = nil) -> ReportData {
    var data = Fixtures.data()
    var idiom = comparator
    idiom.provisional = provisional
    data.idioms = IdiomReport(
      commit: "a118d28c0ffee",
      idioms: [
        .init(
          idiom: idiom,
          rows: [
            .init(
              subject: "mvc", subjectName: "MVC", step: "list.refresh", stepNumber: 8, events: 1000,
              committed: .init(instructions: 27_530_000, ratioToReference: 3.6368, allocations: 1_012, bodies: 3),
              other: .init(instructions: 10_260_000, ratioToReference: 1.3554, allocations: 1_010, bodies: nil))
          ])
      ])
    let rows = [
      ("reference-uikit", "UIKit reference", 7_570_000), ("mvc", "MVC", 27_530_000), ("viper", "VIPER", 20_000_000),
    ].map { subject, name, perDispatch in
      InstructionReport.Row(
        subject: subject, subjectName: name, toolkit: "uikit", step: "list.refresh", stepNumber: 8, events: 1000,
        iterations: 1, instructions: perDispatch)
    }
    data.instructions = InstructionReport(
      run: .init(
        valgrindVersion: "valgrind-3.19.0", toolchain: "Swift version 6.3.1", buildConfiguration: "release",
        startedAt: "2026-01-01T00:00:00Z", durationSeconds: 1, iterations: 1, warmUpIterations: 2, sizes: [1000],
        seed: 42),
      rows: rows, failures: [])
    return data
  }

  @Test("each idiom: its heading, its sentence filled with the figures, and both sides of each step")
  func markdown() {
    #expect(
      IdiomRenderer.section(Self.data()).joined(separator: "\n") == """
        ## What an idiom costs

        \(IdiomRenderer.introduction) Commit a118d28.

        ### The sort comparator

        MVC's list.refresh at N = 1,000: 27,530,000 with a `static func`, 10,260,000 with a free function (×0.37); \
        ×ref ×3.64 → ×1.36, allocations 1,012 → 1,010, bodies 3 → –; the architectures range ×2.64–×3.64.

        | Architecture | Step | N | Instructions | ×ref | Allocations | Bodies | Architectures |
        | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
        | MVC | 8 list.refresh | 1,000 | 27,530,000 → 10,260,000 | ×3.64 → ×1.36 | 1,012 → 1,010 | 3 → – | ×2.64–×3.64 |

        """)
  }

  @Test("a provisional patch says so under the sentence")
  func provisional() {
    let lines = IdiomRenderer.section(Self.data(provisional: "written against the old sample."))
    #expect(lines.contains("Provisional patch: written against the old sample."))
  }

  @Test("idioms.csv: one row per step and side")
  func csv() {
    #expect(
      IdiomRenderer.csv(Self.data()) == """
        idiom,architecture,step,events,side,instructions_per_dispatch,ratio_to_reference,allocations_per_dispatch,\
        bodies_per_event
        comparator,MVC,list.refresh,1000,committed,27530000,3.6368,1012,3
        comparator,MVC,list.refresh,1000,other,10260000,1.3554,1010,

        """)
  }

  @Test("without the phase: the section says so and no idioms.csv is written")
  func notMeasured() throws {
    let data = Fixtures.data()
    #expect(IdiomRenderer.section(data) == ["## What an idiom costs", "", ReportMarkdownRenderer.notMeasured, ""])
    let names = try ReportFiles(data: data, provenance: Fixtures.provenance).render().map(\.name)
    #expect(!names.contains("idioms.csv"))
  }

  @Test("README.md has the section right after the instruction counts; index.html and idioms.csv have it too")
  func inTheReport() throws {
    let files = try ReportFiles(data: Self.data(), provenance: Fixtures.provenance).render()
    let text = { (name: String) in
      String(decoding: files.first { $0.name == name }?.contents ?? Data(), as: UTF8.self)
    }
    let readme = text("README.md")
    let instructions = try #require(readme.range(of: "## Instructions per dispatch"))
    let idioms = try #require(readme.range(of: "## What an idiom costs"))
    let next = try #require(readme.range(of: "\n## ", range: instructions.upperBound..<readme.endIndex))
    #expect(next.lowerBound < idioms.lowerBound && idioms.lowerBound == readme.index(after: next.lowerBound))
    #expect(text("index.html").contains("<h3>The sort comparator</h3>"))
    #expect(text("index.html").contains("<p>MVC&#39;s list.refresh at N = 1,000: 27,530,000 with a static func,"))
    #expect(text("idioms.csv") == IdiomRenderer.csv(Self.data()))
  }
}
