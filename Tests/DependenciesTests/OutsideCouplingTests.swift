import CodeMetrics
import Foundation
import Testing

@testable import Dependencies

/// `scan --coupling --external` on `Fixtures/OutsideImports`, from Martin's definitions
/// (*Agile Software Development*, 2002, ch. 20): Ca is the number of classes outside a package
/// that depend on classes inside it; Ce the number of classes inside it that depend on classes
/// outside it, whatever package those are in; I = Ce / (Ca + Ce); D = |A + I − 1|.
///
/// Types, their imports and what they name (Foundation and the standard library are the
/// toolchain's, never outside dependencies):
///
/// - Model: `Message` (struct; imports Foundation; `String`, `Date`), `MessageStore` (protocol;
///   → `Message`), `Audit` (struct; imports Logging; `Logger`). 3 types, 1 abstract.
/// - Server: `Handler` (class; imports Model, NIOCore; → `MessageStore`, `ByteBuffer`), `Encoder`
///   (struct; imports NIOCore; `String`, `ByteBuffer`), `Route` (struct; imports Model; →
///   `Message`), `Limits` (enum; imports NIOCore but names no type). 4 types, 0 abstract.
///
/// The scan alone (Ce counts only the scan's types; Logging and NIOCore are not read):
///
/// | module | Ca | Ce | I | A | D | zone |
/// |---|---:|---:|---:|---:|---:|---|
/// | Model | 2 (Handler, Route) | 0 | 0 | 1/3 | 2/3 | zone of pain |
/// | Server | 0 | 2 (Handler, Route) | 1 | 0 | 0 | main sequence |
///
/// With the modules outside the scan (Audit depends on Logging; Handler and Encoder on NIOCore;
/// Limits imports NIOCore but depends on nothing in it; Ca cannot change, nothing outside is read):
///
/// | module | Ca | Ce | I | A | D | zone |
/// |---|---:|---:|---:|---:|---:|---|
/// | Model | 2 | 1 (Audit) | 1/3 | 1/3 | 1/3 | main sequence |
/// | Server | 0 | 3 (Handler, Route, Encoder) | 1 | 0 | 0 | main sequence |
@Suite("Coupling with modules outside the scan")
struct OutsideCouplingTests {
  static var root: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/OutsideImports").path
  }

  static func report(_ view: CouplingView) throws -> CouplingReport {
    let found = try SourceDiscovery.discover(root: root)
    let (graph, issues) = DependencyCollector.collect(found, root: root)
    #expect(issues.isEmpty)
    return CouplingReport(graph: graph, view: view)
  }

  @Test func theScanAloneCountsOnlyItsOwnTypes() throws {
    let report = try Self.report(.scan)
    #expect(
      report.modules == [
        CouplingFigures(name: "Model", types: 3, abstract: 1, afferent: 2, efferent: 0),
        CouplingFigures(name: "Server", types: 4, abstract: 0, afferent: 0, efferent: 2),
      ])
    #expect(report.modules[0].zone == .pain)
    #expect(report.view == .scan)
    #expect(report.outsideModules == nil)
  }

  @Test func externalCountsTypesDependingOnImportedModulesOutsideTheScan() throws {
    let report = try Self.report(.external)
    #expect(
      report.modules == [
        CouplingFigures(name: "Model", types: 3, abstract: 1, afferent: 2, efferent: 1),
        CouplingFigures(name: "Server", types: 4, abstract: 0, afferent: 0, efferent: 3),
      ])
    let model = report.modules[0]
    #expect(abs(model.instability! - 1.0 / 3) < 1e-9)
    #expect(abs(model.distance! - 1.0 / 3) < 1e-9)
    #expect(model.zone == .mainSequence)
    #expect(report.modules[1].instability == 1)
    #expect(report.outsideModules == ["Logging", "NIOCore"])
  }

  @Test func onlyTypesNamingAnUndeclaredTypeInSuchAFileCount() throws {
    let found = try SourceDiscovery.discover(root: Self.root)
    let graph = DependencyCollector.collect(found, root: Self.root).graph
    #expect(
      graph.outsideDependencies == [
        "Model.Audit": ["Logging"], "Server.Handler": ["NIOCore"], "Server.Encoder": ["NIOCore"],
      ])
  }

  @Test func theToolchainIsNotOutside() {
    #expect(
      OutsideModules.imported(by: ["Foundation", "Dispatch", "Glibc", "NIOCore", "Model"], scanned: ["Model"])
        == ["NIOCore"])
  }

  @Test func theTextSaysWhichViewCeIs() throws {
    let report = CodeScanner.scan(try SourceDiscovery.discover(root: Self.root), root: "OutsideImports")
    let scan = ScanRenderer.render(report, as: .text, sections: [CouplingSection.section(try Self.report(.scan))])
    #expect(
      scan.contains(
        "\nCe (here and by role) counts types inside the scan only; --external adds imported modules outside it.\n"))
    let external = ScanRenderer.render(
      report, as: .text, sections: [CouplingSection.section(try Self.report(.external))])
    #expect(external.contains("toolchain modules not counted): Logging, NIOCore.\n"))
    let json = ScanRenderer.render(report, as: .json, sections: [CouplingSection.section(try Self.report(.external))])
    #expect(json.contains("\"outsideModules\" : [\n      \"Logging\",\n      \"NIOCore\"\n    ]"))
    #expect(json.contains("\"view\" : \"external\""))
  }
}
