import Foundation
import Testing

@testable import Coverage

@Suite("Attributing coverage per file and per sample")
struct ReportAssemblerTests {
  static let samples = [
    Sample(id: "mvc", name: "MVC", directory: "Samples/MVC", modules: ["MVC"], testModules: ["MVCTests"]),
    Sample(
      id: "clean", name: "Clean", directory: "Samples/Clean",
      modules: ["CleanDomain", "CleanData", "CleanPresentation", "Clean"], testModules: ["CleanTests"]),
  ]
  let assembler = ReportAssembler(packageRoot: URL(fileURLWithPath: Fixtures.exportPackageRoot), samples: samples)

  @Test func aRealExportIsAttributedToTheSampleThatOwnsEachFile() throws {
    let export = try CoverageExport(json: Fixtures.data("archbench-unit.export.json"))
    let classifier = FileClassifier(packageRoot: Fixtures.exportPackageRoot, samples: Self.samples)

    let attributed = assembler.attribute(export, with: classifier)

    #expect(
      attributed["mvc"]?.keys.sorted() == [
        "Samples/MVC/Sources/Login/LoginViewController.swift",
        "Samples/MVC/Sources/Models/EventStore.swift",
        "Samples/MVC/Sources/Models/Session.swift",
      ])
    #expect(attributed["clean"]?.keys.sorted() == ["Samples/Clean/Sources/Domain/UseCases/LogInUseCase.swift"])
    // The export came from running MVCTests alone: a Clean file is in the binary but never ran.
    #expect(attributed["clean"]?.values.first?.lines == CoverageCounts(covered: 0, total: 6))
  }

  @Test func aSamplesTotalsAreTheSumOfItsProductionFilesOnly() throws {
    let export = try CoverageExport(json: Fixtures.data("archbench-unit.export.json"))
    let measurements = Measurements(
      inputKey: "k", toolchain: "Swift version 6.3.1", measuredAt: Date(timeIntervalSince1970: 0),
      unitRun: TestRunSummary(
        selection: "unit", modules: ["MVCTests": TestTally(tests: 51, cases: 60, skipped: 0)], failures: []),
      conformanceRun: TestRunSummary(selection: "conformance", modules: [:], failures: []),
      unitExport: export, conformanceExport: try CoverageExport(json: CoverageExport.emptyDocument))

    let report = assembler.assemble(measurements, sources: [:])
    let mvc = try #require(report.architectures.first)

    // LoginViewController 70/70, EventStore 72/73, Session 14/14; SessionTests.swift,
    // the runners, the checkout, the platform and ServiceKit are left out.
    #expect(mvc.unitTests.lines == CoverageCounts(covered: 156, total: 157))
    #expect(mvc.unitTests.functions == CoverageCounts(covered: 33, total: 34))
    #expect(mvc.unitTests.regions == CoverageCounts(covered: 61, total: 62))
    #expect(mvc.conformance == .zero)
    #expect(mvc.tests == TestTally(tests: 51, cases: 60, skipped: 0))
    #expect(mvc.files.map(\.path).allSatisfy { $0.hasPrefix("Samples/MVC/Sources/") })
    #expect(report.architectures.map(\.id) == ["mvc", "clean"])
  }

  @Test func aProductionFileTheExportDoesNotMentionStillCounts() throws {
    let root = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let sample = Sample(id: "mvp", name: "MVP", directory: "Samples/MVP", modules: ["MVP"], testModules: ["MVPTests"])
    let sources = SampleSources(
      production: [
        SwiftSourceFile(path: "Samples/MVP/Sources/LoginView.swift", source: "protocol LoginView {\n  func show()\n}\n")
      ],
      tests: [SwiftSourceFile(path: "Samples/MVP/Tests/T.swift", source: "import Testing\n\n@Test func t() {}\n")])
    let empty = try CoverageExport(json: CoverageExport.emptyDocument)
    let measurements = Measurements(
      inputKey: "k", toolchain: "t", measuredAt: Date(), unitRun: .init(selection: "unit", modules: [:], failures: []),
      conformanceRun: .init(selection: "conformance", modules: [:], failures: []), unitExport: empty,
      conformanceExport: empty)

    let report = ReportAssembler(packageRoot: root, samples: [sample]).assemble(measurements, sources: ["mvp": sources])
    let mvp = try #require(report.architectures.first)

    #expect(mvp.files.map(\.path) == ["Samples/MVP/Sources/LoginView.swift"])
    #expect(mvp.productionLines == 3)
    #expect(mvp.testLines == 2)
    #expect(mvp.testToCodeRatio == 2.0 / 3.0)
    #expect(mvp.types == TypeTally(total: 1, platformFree: 1))
    #expect(mvp.unitTests.lines.percent == nil)
  }
}
