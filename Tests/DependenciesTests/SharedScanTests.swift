import CodeMetrics
import Foundation
import Testing

@testable import Dependencies

/// `scan --coupling` reads and parses each file once for both the scan and the graph: what it
/// gives must be what the two passes give apart.
@Suite("One pass for the scan and the dependency graph")
struct SharedScanTests {
  @Test func givesTheReportAndGraphOfTheTwoPasses() throws {
    let found = try SourceDiscovery.discover(root: Fixture.threeModules)
    let (report, graph) = DependencyCollector.scan(found, root: Fixture.threeModules, scanOptions: ScanOptions())
    let (apart, issues) = DependencyCollector.collect(found, root: Fixture.threeModules)
    #expect(issues.isEmpty)
    let scanned = CodeScanner.scan(found, root: Fixture.threeModules)
    #expect(report.files == scanned.files)
    #expect(report.issues == scanned.issues)
    #expect(report.files.count == 10)  // 9 of the targets, 1 of the test target
    #expect(Fixture.edges(graph) == Fixture.edges(apart))
    #expect(graph.nodes == apart.nodes)
    #expect(graph.references == apart.references)
    // The fixture's 12 edges (CouplingFixtureTests counts them by hand).
    #expect(graph.edges.count == 12)
  }

  /// With `--lines-only` the scan parses nothing: the graph's files are parsed for it alone.
  @Test func parsesForTheGraphAloneWhenTheScanCountsLinesOnly() throws {
    let found = try SourceDiscovery.discover(root: Fixture.threeModules)
    let (report, graph) = DependencyCollector.scan(
      found, root: Fixture.threeModules, scanOptions: ScanOptions(measuresStructure: false))
    #expect(report.files.allSatisfy { !$0.hasStructure })
    #expect(Fixture.edges(graph) == Fixture.edges(DependencyCollector.collect(found, root: Fixture.threeModules).graph))
  }
}

/// The report scans a whole sample and draws the design of its `Sources/` from the same pass
/// (`under:`): what it gives must be what a collect of `Sources/` alone gives.
@Suite("One pass for a sample's scan and its Sources/ graph")
struct SharedScanUnderFolderTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

  @Test(arguments: [("Clean", ModuleGrouping.topFolders), ("MVVM", .targets), ("VIPER", .targets)])
  func givesTheGraphOfACollectOfTheFolder(sample: String, grouping: ModuleGrouping) throws {
    let root = Self.samples.appendingPathComponent(sample).path
    let found = try SourceDiscovery.discover(root: root, usePackage: false)
    let (report, graph) = DependencyCollector.scan(
      found, root: root, scanOptions: ScanOptions(), options: .init(grouping: grouping), under: "Sources")
    let sources = root + "/Sources"
    let (apart, issues) = DependencyCollector.collect(
      try SourceDiscovery.discover(root: sources, usePackage: false), root: sources,
      options: .init(grouping: grouping))
    #expect(issues.isEmpty)
    #expect(report.files == CodeScanner.scan(found, root: root).files)
    #expect(!graph.nodes.isEmpty)
    #expect(graph.nodes == apart.nodes)
    #expect(graph.references == apart.references)
    #expect(Fixture.edges(graph) == Fixture.edges(apart))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      try encoder.encode(CouplingReport(graph: graph, grouping: grouping))
        == encoder.encode(CouplingReport(graph: apart, grouping: grouping)))
  }
}
