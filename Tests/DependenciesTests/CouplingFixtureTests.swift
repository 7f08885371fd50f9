import CodeMetrics
import Testing

@testable import Dependencies

/// The three-module package in `Fixtures/ThreeModules`, with every figure computed by hand
/// (Docs/coupling.md walks through the same numbers).
///
/// Types and their references (→ one reference; Foundation and standard library names are external):
///
/// - Core: `Item` (struct: `UUID`, `String` external, → `Priority`), `Priority` (enum: `Priority.low`
///   names itself, no edge), `Repository` (protocol: → `Item`). 3 types, 1 abstract.
/// - Data: `MemoryRepository` (class: → `Repository`, → `Item` ×2, and in its extension in another
///   file → `Item`, → `Priority`), `Cache` (struct: `Int` external, → `Item`). 2 types, 0 abstract.
/// - App: `ItemListViewModel` (class: → `Repository` ×2, → `MemoryRepository` (a call), → its nested
///   `Row` ×2), `ItemListViewModel.Row` (struct: `String` external), `ItemListView` (struct: →
///   `ItemListViewModel`, → `ItemListViewModel.Row`), and `extension Item` (an extension node of
///   Core's `Item` in App: → `Item`; `String` external). 3 types, 0 abstract.
///
/// Per module (Ca: types outside depending on one inside; Ce: types inside depending on one outside):
///
/// | module | Ca | Ce | I = Ce/(Ca+Ce) | A | D = abs(A+I−1) | zone |
/// |---|---:|---:|---:|---:|---:|---|
/// | Core | 4 (MemoryRepository, Cache, ItemListViewModel, App's extension Item) | 0 | 0 | 1/3 | 2/3 | pain |
/// | Data | 1 (ItemListViewModel) | 2 (MemoryRepository, Cache) | 2/3 | 0 | 1/3 | main sequence |
/// | App | 0 | 2 (ItemListViewModel, extension Item) | 1 | 0 | 0 | main sequence |
@Suite("Coupling of the three-module fixture")
struct CouplingFixtureTests {
  static func collect(includesTests: Bool = false) throws -> TypeGraph {
    let found = try SourceDiscovery.discover(root: Fixture.threeModules)
    let (graph, issues) = DependencyCollector.collect(
      found, root: Fixture.threeModules, options: .init(includesTests: includesTests))
    #expect(issues.isEmpty)
    return graph
  }

  @Test func typeEdgesAreTheHandCountedOnes() throws {
    let graph = try Self.collect()
    #expect(
      Fixture.edges(graph) == [
        "App.Item -> Core.Item ×1",
        "App.ItemListView -> App.ItemListViewModel ×1",
        "App.ItemListView -> App.ItemListViewModel.Row ×1",
        "App.ItemListViewModel -> App.ItemListViewModel.Row ×2",
        "App.ItemListViewModel -> Core.Repository ×2",
        "App.ItemListViewModel -> Data.MemoryRepository ×1",
        "Core.Item -> Core.Priority ×1",
        "Core.Repository -> Core.Item ×1",
        "Data.Cache -> Core.Item ×1",
        "Data.MemoryRepository -> Core.Item ×3",
        "Data.MemoryRepository -> Core.Priority ×1",
        "Data.MemoryRepository -> Core.Repository ×1",
      ])
    // UUID, String ×3, Int; resolved: 3 in Core, 6 in Data, 8 in App (self-references included).
    #expect(graph.references.external == 5)
    #expect(graph.references.resolved == 17)
    #expect(graph.references.ambiguous == 0)
    #expect(graph.references.topLevel == 0)
  }

  @Test func moduleFiguresMatchTheHandComputedTable() throws {
    let report = CouplingReport(graph: try Self.collect())
    let rows = report.modules.map {
      [
        $0.name, "\($0.types)", "\($0.abstract)", "\($0.afferent)", "\($0.efferent)",
        $0.instability.map { String(format: "%.3f", $0) } ?? "–",
        $0.abstractness.map { String(format: "%.3f", $0) } ?? "–",
        $0.distance.map { String(format: "%.3f", $0) } ?? "–",
        $0.zone?.rawValue ?? "–",
      ]
    }
    #expect(
      rows == [
        ["App", "3", "0", "0", "2", "1.000", "0.000", "0.000", "main sequence"],
        ["Core", "3", "1", "4", "0", "0.000", "0.333", "0.667", "zone of pain"],
        ["Data", "2", "0", "1", "2", "0.667", "0.000", "0.333", "main sequence"],
      ])
  }

  /// Roles by naming convention: Repository (the protocol and MemoryRepository), ViewModel,
  /// View, and Other (Item, Priority, Cache, Row, App's extension of Item).
  ///
  /// | role | types | abstract | Ca | Ce | I | A | D | zone |
  /// |---|---:|---:|---:|---:|---:|---:|---:|---|
  /// | ViewModel | 1 | 0 | 1 (ItemListView) | 1 (ItemListViewModel) | 1/2 | 0 | 1/2 | main sequence (D is not > 0.5) |
  /// | View | 1 | 0 | 0 | 1 | 1 | 0 | 0 | main sequence |
  /// | Repository | 2 | 1 | 1 (ItemListViewModel) | 2 | 2/3 | 1/2 | 1/6 | main sequence |
  /// | Other | 4 | 0 | 4 (Repository, MemoryRepository, ItemListViewModel, ItemListView) | 0 | 0 | 0 | 1 | pain |
  @Test func roleFiguresAndMatrixMatchTheHandComputedOnes() throws {
    let report = CouplingReport(graph: try Self.collect())
    #expect(
      report.roles.map(\.name)
        == ["ViewModel", "View", "Repository", "Other"].sorted {
          ArchitectureRole(rawValue: $0)! < ArchitectureRole(rawValue: $1)!
        })
    let byName = Dictionary(uniqueKeysWithValues: report.roles.map { ($0.name, $0) })
    #expect(byName["ViewModel"] == CouplingFigures(name: "ViewModel", types: 1, abstract: 0, afferent: 1, efferent: 1))
    #expect(byName["ViewModel"]?.distance == 0.5)
    #expect(byName["ViewModel"]?.zone == .mainSequence)
    #expect(byName["View"] == CouplingFigures(name: "View", types: 1, abstract: 0, afferent: 0, efferent: 1))
    #expect(
      byName["Repository"] == CouplingFigures(name: "Repository", types: 2, abstract: 1, afferent: 1, efferent: 2))
    #expect(byName["Other"] == CouplingFigures(name: "Other", types: 4, abstract: 0, afferent: 4, efferent: 0))
    #expect(byName["Other"]?.zone == .pain)
    #expect(
      report.roleDependencies.map { "\($0.from.rawValue) -> \($0.to.rawValue) ×\($0.references)" } == [
        "View -> ViewModel ×1", "View -> Other ×1", "ViewModel -> Repository ×3", "ViewModel -> Other ×2",
        "Repository -> Repository ×1", "Repository -> Other ×5", "Other -> Other ×3",
      ])
  }

  @Test func fanInAndFanOutCountDistinctTypes() throws {
    let report = CouplingReport(graph: try Self.collect())
    #expect(
      report.types.map { "\($0.id) \($0.kind) in \($0.fanIn) out \($0.fanOut)" } == [
        "App.Item extension in 0 out 1",
        "App.ItemListView struct in 0 out 2",
        "App.ItemListViewModel class in 1 out 3",
        "App.ItemListViewModel.Row struct in 2 out 0",
        "Core.Item struct in 4 out 1",
        "Core.Priority enum in 2 out 0",
        "Core.Repository protocol in 2 out 1",
        "Data.Cache struct in 0 out 1",
        "Data.MemoryRepository class in 1 out 3",
      ])
  }

  @Test func moduleGraphAggregatesTypeReferences() throws {
    let graph = LevelGraph(try Self.collect(), level: .module)
    #expect(
      graph.edges == [
        .init(from: "App", to: "Core", weight: 3), .init(from: "App", to: "Data", weight: 1),
        .init(from: "Data", to: "Core", weight: 6),
      ])
  }

  @Test func testTargetsAreLeftOutUnlessAskedFor() throws {
    let withTests = CouplingReport(graph: try Self.collect(includesTests: true))
    #expect(withTests.modules.map(\.name) == ["App", "AppTests", "Core", "Data"])
    // ItemListViewModelTests depends on App and Data: one more dependent of each.
    #expect(withTests.modules.first { $0.name == "Data" }?.afferent == 2)
  }
}
