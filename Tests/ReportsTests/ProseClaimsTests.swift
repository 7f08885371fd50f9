import Foundation
import Support
import Testing

@testable import Reports

/// The samples' READMEs against the committed report (`Reports/metrics.json`), and the checker
/// itself against sentences it must catch and sentences it must let through.
@Suite("Prose claims against the report's data")
struct ProseClaimsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func committedReport() throws -> ReportData {
    try JSONDecoder().decode(
      ReportData.self, from: Data(contentsOf: root.appendingPathComponent("Reports/metrics.json")))
  }

  @Test("no sample's README states a measured figure or a comparison the committed report contradicts")
  func samples() throws {
    let claims = ProseClaims(data: try Self.committedReport())
    let samples = Self.root.appendingPathComponent("Samples")
    let folders = try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted()
      .filter { FileManager.default.fileExists(atPath: samples.appendingPathComponent("\($0)/README.md").path) }
    #expect(folders.count == claims.data.architectures.count, "a README per sample: \(folders)")
    for folder in folders {
      let architecture = try #require(claims.architecture(folder: folder), "\(folder) is in the report")
      let text = try String(contentsOf: samples.appendingPathComponent("\(folder)/README.md"), encoding: .utf8)
      let findings = claims.check(text, architecture: architecture, file: "Samples/\(folder)/README.md")
      #expect(findings.isEmpty, "\(findings.map { $0.description }.joined(separator: "\n"))")
    }
  }

  @Test("the root README and the samples' SPEC state no measured figure")
  func rootProse() throws {
    let claims = ProseClaims(data: try Self.committedReport())
    for file in ["README.md", "Samples/SPEC.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      let findings = claims.check(text, architecture: nil, file: file)
      #expect(findings.isEmpty, "\(findings.map { $0.description }.joined(separator: "\n"))")
    }
  }

  @Test("the report's run sentences state the iterations its rows record, 50 at N = 10,000 included")
  func iterations() throws {
    let data = try Self.committedReport()
    let latency = try #require(data.latency)
    let sentence = LatencyRenderer.section(data).joined(separator: "\n")
    let reduced = latency.measurements.filter { $0.iterations != latency.run.iterations }
    #expect(!reduced.isEmpty, "the committed run measures fewer iterations at its largest size")
    for m in reduced {
      #expect(sentence.contains("\(m.iterations) at N = \(Formatting.integer(m.events))"), "\(m.step) N=\(m.events)")
    }
    #expect(!sentence.contains("iterations per step and size,"))
    #expect(LatencyRenderer.perSize(200, [(200, 8), (200, 1_000), (50, 10_000)]) == " at N ≤ 1,000, 50 at N = 10,000")
    #expect(LatencyRenderer.perSize(200, [(200, 8), (200, 1_000)]) == nil)
    #expect(LatencyRenderer.perSize(200, [(50, 8), (200, 1_000)]) == " and size, except 50 at N = 8")
    let instructions = InstructionSectionRenderer.section(data).joined(separator: "\n")
    let counted = try #require(data.instructions)
    #expect(instructions.contains("the mean of \(counted.run.iterations) counted dispatches after"))
    #expect(instructions.contains("up to N = 1,000") == !(counted.run.sizes.contains(10_000)))
  }

  // MARK: The checker

  static func sample(
    _ id: String, _ name: String, lines: Int, files: Int, unit: Double, ratio: Double
  ) -> ArchitectureMetrics {
    var a = ArchitectureMetrics(
      id: id, name: name, production: SizeFigures(files: files, codeLines: lines, commentLines: 0, blankLines: 0),
      tests: .zero, roles: [],
      structure: StructureFigures(types: 1, protocols: 0, functions: 1, meanComplexity: 1, maxComplexity: 1),
      coverage: CoverageFigures(
        unitLinePercent: unit, conformanceLinePercent: 100, platformFreeShare: 0.5, unitTests: 1),
      performance: PerformanceFigures(
        p50RatioGeometricMean: ratio, p99RatioGeometricMean: ratio, medianAllocationsPerDispatch: nil,
        over16msShare: 0, over8msShare: 0, superLinearSteps: []))
    a.instructionRatioGeometricMean = ratio
    return a
  }

  /// MVC is neither the smallest nor the least covered, and costs less than its reference.
  static let claims = ProseClaims(
    data: ReportData(
      architectures: [
        sample("mvc", "MVC", lines: 736, files: 18, unit: 99.9, ratio: 0.9),
        sample("mvvm", "MVVM", lines: 619, files: 22, unit: 94.8, ratio: 0.95),
        sample("mvvmc", "MVVM-C", lines: 700, files: 28, unit: 95, ratio: 1.2),
        sample("viper", "VIPER", lines: 1468, files: 61, unit: 99.6, ratio: 1.1),
        sample("vip", "VIP", lines: 1702, files: 52, unit: 60, ratio: 1.3),
      ], coverageMeasured: true, conformance: nil))

  static func rules(_ text: String, in architecture: String = "mvc") -> [ProseClaims.Rule] {
    claims.check(text, architecture: architecture, file: "README.md").map(\.rule)
  }

  @Test("a comparison the data contradicts fails: least code, hard to test, slower")
  func contradictions() {
    #expect(Self.rules("MVC has the least code.") == [.size])
    #expect(Self.rules("- **Least code, simplest to learn.** Three roles.") == [.size])
    #expect(Self.rules("**Hard to unit-test.** The logic lives in view controllers.") == [.testability])
    #expect(Self.rules("Every dispatch is slower than a plain method call.") == [.cost])
    #expect(Self.rules("VIP is easy to test.") == [.testability])
    #expect(Self.rules("This sample has more files than MVC or VIPER.", in: "mvvmc") == [.size])
    #expect(Self.rules("MVVM-C's dispatches are faster than MVVM's.") == [.cost])
  }

  @Test("a comparison the data supports, or none, passes")
  func supported() {
    #expect(Self.rules("MVVM has the least code.").isEmpty)
    #expect(Self.rules("VIPER has more code than MVC.").isEmpty)
    #expect(Self.rules("VIP is hard to test.").isEmpty)
    #expect(Self.rules("Each keystroke runs every middleware and every reducer.").isEmpty)
    #expect(Self.rules("Its dispatches are slower.", in: "vip").isEmpty)
    #expect(Self.rules("The presenter is the easiest role to test, and a slow backend shows.").isEmpty)
  }

  @Test("a measured figure fails; versions, sections, dates and code do not")
  func figures() {
    for sentence in [
      "MVVM has 619 production code lines to MVC's 736.", "Its unit-test coverage is 99.9 %, the highest.",
      "login.keystroke is ×0.76 its reference.", "A scene is eight files where MVC has two or three.",
      "A logout costs about 630 k instructions against MVC's 225 k.", "It allocates 182 allocations per tap.",
      "More than three times as many files as MVC.", "Its p50 is 12 µs.",
    ] {
      #expect(Self.rules(sentence).contains(.figure), "\(sentence)")
    }
    for sentence in [
      "Since version 1.7 its macro observes fields.", "SE-0461, Swift 6.2, runs on the caller's actor.",
      "See SPEC.md section 4.2 and *Clean Architecture*, ch. 22.", "Xerox PARC, 10 December 1979.",
      "`XCTAssertEqual(rows.count, 200)` checks the rows.",
      "It would be one line: `path = [.eventDetail(id)]`.", "OpenCombine 0.14 lacks it.",
    ] {
      #expect(Self.rules(sentence).isEmpty, "\(sentence)")
    }
  }

  @Test("code blocks and link targets are not prose")
  func code() {
    let text = "Text.\n\n```\n  200 lines in 3 files, 99 %\n```\n\nSee [the report](../../Reports/README.md#x-50-ms).\n"
    #expect(Self.claims.check(text, architecture: "mvc", file: "README.md").isEmpty)
    let stale = "Fine.\n\nStill fine.\n- A dispatch is 50 ms slower.\n"
    #expect(Self.claims.check(stale, architecture: "mvc", file: "README.md").map(\.line) == [4, 4])
  }
}
