import CodeMetrics
import Support
import Testing

@testable import Dependencies

/// `archbench scan PATH` as a library call: the files found, the scan, and the parts asked for.
@Suite("Scanning a project on disk")
struct ProjectScannerTests {
  static let root = Fixture.threeModules

  @Test("without extras, a package's targets are scanned as CodeScanner scans them, and nothing is added")
  func scansThePackage() async throws {
    let scan = try await ProjectScanner().scan(Self.root)
    let expected = CodeScanner.scan(try SourceDiscovery.discover(root: Self.root), root: Self.root)
    #expect(scan.report.files == expected.files)
    #expect(scan.report.files.count == 10)
    #expect(scan.coupling == nil)
    #expect(scan.reference == nil)
  }

  @Test("without the package, every Swift file is scanned, the manifest too; globs keep relative paths")
  func scansTheFolder() async throws {
    let folder = try await ProjectScanner(usesPackage: false).scan(Self.root)
    #expect(folder.report.files.count == 11)
    #expect(folder.report.files.contains { $0.path == "Package.swift" })
    let core = try await ProjectScanner(include: [GlobPattern("Sources/Core/**")], exclude: [GlobPattern("Item.swift")])
      .scan(Self.root)
    #expect(core.report.files.map(\.path) == ["Sources/Core/Priority.swift", "Sources/Core/Repository.swift"])
  }

  @Test(
    "coupling comes from the same pass as the scan, its modules grouped as asked",
    arguments: [ModuleGrouping.targets, .topFolders])
  func addsCoupling(_ grouping: ModuleGrouping) async throws {
    let scan = try await ProjectScanner(coupling: grouping).scan(Self.root)
    let found = try SourceDiscovery.discover(root: Self.root)
    #expect(scan.report.files == CodeScanner.scan(found, root: Self.root).files)
    let coupling = try #require(scan.coupling)
    let apart = CouplingReport(
      graph: DependencyCollector.collect(found, root: Self.root, options: .init(grouping: grouping)).graph,
      grouping: grouping)
    #expect(JSON.text(coupling) == JSON.text(apart))
    #expect(coupling.modules.map(\.name) == (grouping == .targets ? ["App", "Core", "Data"] : ["Sources"]))
  }

  @Test("the reference comparison covers every file found, tests included")
  func comparesWithTheReference() async throws {
    let scan = try await ProjectScanner(scanOptions: ScanOptions(measuresStructure: false), comparesWithReference: true)
      .scan(Self.root)
    let reference = try #require(scan.reference)
    #expect(reference.files == 10)
    #expect(reference.disagreements.isEmpty)
    #expect(scan.report.files.allSatisfy { !$0.hasStructure })
  }

  @Test("a missing root stops the scan with its error")
  func refusesAMissingRoot() async throws {
    await #expect(throws: ScanError.missingPath("/no/such/place")) {
      try await ProjectScanner(comparesWithReference: true).scan("/no/such/place")
    }
  }

  @Test("the output: the scan, its coupling within, then the reference comparison as text in every format")
  func writesTheParts() async throws {
    let scan = try await ProjectScanner(coupling: .targets, comparesWithReference: true).scan(Self.root)
    let comparison = "\nReference comparison: 10 files, 0 disagreements\n"
    let section = CouplingSection.section(try #require(scan.coupling))
    for format in ProjectScanRenderer.Format.allCases {
      var output = ""
      ProjectScanRenderer.write(scan, as: format, to: &output)
      let sections = format == .csv ? [] : [section]
      #expect(output == ScanRenderer.render(scan.report, as: format, sections: sections) + comparison, "\(format)")
    }
    var json = ""
    ProjectScanRenderer.write(scan, as: .json, to: &json)
    #expect(json.hasPrefix("{\n  \"coupling\" : {"))
    var plain = ""
    ProjectScanRenderer.write(ProjectScan(report: scan.report), as: .text, cohesion: true, to: &plain)
    #expect(plain == ScanRenderer.render(scan.report, as: .text, cohesion: true))
  }
}
