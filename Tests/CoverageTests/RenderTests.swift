import Foundation
import Testing

@testable import Coverage

@Suite("Rendering the report")
struct RenderTests {
  static let report = CoverageReport(
    measuredAt: Date(timeIntervalSince1970: 1_800_000_000), inputKey: String(repeating: "a", count: 64),
    toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
    runs: [
      TestRunSummary(
        selection: "unit", modules: ["MVCTests": TestTally(tests: 51, cases: 60, skipped: 0)], failures: []),
      TestRunSummary(
        selection: "conformance", modules: ["ConformanceTests": TestTally(tests: 48, cases: 240, skipped: 0)],
        failures: []),
    ],
    architectures: [
      ArchitectureCoverage(
        id: "mvc", name: "MVC", directory: "Samples/MVC",
        unitTests: CoverageSummary(
          lines: CoverageCounts(covered: 989, total: 1000), functions: CoverageCounts(covered: 199, total: 200),
          regions: CoverageCounts(covered: 300, total: 320)),
        conformance: CoverageSummary(
          lines: CoverageCounts(covered: 900, total: 1000), functions: CoverageCounts(covered: 150, total: 200),
          regions: CoverageCounts(covered: 250, total: 320)),
        tests: TestTally(tests: 51, cases: 60, skipped: 0), testLines: 1200, productionLines: 800,
        types: TypeTally(total: 40, platformFree: 3),
        files: [
          FileCoverage(
            path: "Samples/MVC/Sources/Models/Session.swift", codeLines: 20, types: 1, platformFreeTypes: 1,
            unitTests: .zero, conformance: .zero)
        ]),
      ArchitectureCoverage(
        id: "redux", name: "Redux, \"new\"", directory: "Samples/Redux", unitTests: .zero, conformance: .zero,
        tests: .zero, testLines: 0, productionLines: 0, types: TypeTally(total: 0, platformFree: 0), files: []),
    ])

  @Test func theTableHasOneAlignedRowPerArchitecture() {
    let lines = CoverageTableRenderer.render(Self.report).split(separator: "\n", omittingEmptySubsequences: false)

    #expect(lines[0].hasPrefix("              unit tests"))
    #expect(lines[1].hasPrefix("architecture   lines   funcs  regions"))
    #expect(lines[2].hasPrefix("MVC           98.9 %  99.5 %   93.8 %"))
    #expect(lines[2].hasSuffix("51     60   1200         800       1.50     3/40 7.5 %"))
    #expect(lines[3].hasSuffix("0/0 –"))
    #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    // Every row's columns line up with the header's.
    #expect(lines[1].count == lines[2].count)
  }

  @Test func theCSVHasAHeaderAndQuotesWhereNeeded() {
    let lines = CoverageCSVRenderer.render(Self.report).split(separator: "\n")

    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("id,architecture,unit_lines_covered,unit_lines_total,unit_lines_percent,"))
    #expect(lines[0].hasSuffix(",types,platform_free_types,platform_free_share"))
    #expect(lines[1].hasPrefix("mvc,MVC,989,1000,98.90,199,200,99.50,300,320,93.75,900,1000,90.00,"))
    #expect(lines[1].hasSuffix(",51,60,0,1200,800,1.5000,40,3,0.0750"))
    #expect(lines[2].hasPrefix(#"redux,"Redux, ""new""",0,0,,"#))
    #expect(lines[0].split(separator: ",").count == 29)
    #expect(lines[1].split(separator: ",", omittingEmptySubsequences: false).count == 29)
  }

  @Test func theJSONIsVersionedAndReadsBack() throws {
    let data = try JSONRenderer.data(for: Self.report)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["measuredAt"] as? String == "2027-01-15T08:00:00Z")
    let architectures = try #require(object["architectures"] as? [[String: Any]])
    let lines = try #require((architectures[0]["unitTests"] as? [String: Any])?["lines"] as? [String: Any])
    #expect(lines["percent"] as? Double == 98.9)
    #expect((architectures[0]["types"] as? [String: Any])?["platformFreeShare"] as? Double == 0.075)

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try data.write(to: file)
    #expect(try CoverageReport.load(from: file) == Self.report)
  }

  @Test func loadingAnotherSchemaVersionIsRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(#"{"schemaVersion": 2}"#.utf8).write(to: file)

    #expect(throws: CoverageError.unsupportedSchema(found: 2, expected: 1, file: file.path)) {
      try CoverageReport.load(from: file)
    }
  }

  @Test func restrictingKeepsTheChosenArchitecturesInReportOrder() {
    #expect(Self.report.restricted(to: ["redux", "mvc"]).architectures.map(\.id) == ["mvc", "redux"])
    #expect(Self.report.restricted(to: ["redux"]).architectures.map(\.id) == ["redux"])
  }

  @Test func theReportLivesInTheCoverageScratchFolder() {
    let root = URL(fileURLWithPath: "/work/pkg")
    #expect(
      CoverageReport.defaultLocation(packageRoot: root).path == "/work/pkg/.build-coverage/archbench/coverage.json")
  }
}

@Suite("Selecting tests")
struct TestSelectionTests {
  @Test func eachTestTargetBecomesAnAnchoredFilter() {
    let selection = TestSelection(name: "unit", modules: ["MVCTests", "Clean+Tests"])

    #expect(selection.filterArguments == ["--filter", "^MVCTests[./]", "--filter", #"^Clean\+Tests[./]"#])
  }
}
