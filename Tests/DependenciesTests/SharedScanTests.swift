import CodeMetrics
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
