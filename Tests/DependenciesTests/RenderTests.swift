import CodeMetrics
import Support
import Testing

@testable import Dependencies

/// Exact DOT, Mermaid and JSON for a tiny graph: two modules, one reference between them.
@Suite("Rendering graphs")
struct RenderTests {
  /// `Data.Store` (a class) uses `Domain.Repo` (a protocol) twice and `Domain.Item` once.
  static let graph = TypeGraph(
    nodes: [
      TypeNode(module: "Domain", name: "Repo", kind: "protocol", role: .repository),
      TypeNode(module: "Domain", name: "Item", kind: "struct", role: .model),
      TypeNode(module: "Data", name: "Store", kind: "class", role: .store),
    ],
    edges: [
      .init(from: "Data.Store", to: "Domain.Repo", weight: 2), .init(from: "Data.Store", to: "Domain.Item", weight: 1),
    ])

  @Test func dotQuotesIdsAndLabelsEdgesWithWeights() {
    #expect(
      DOTRenderer.render(LevelGraph(Self.graph, level: .module)) == """
        digraph "archbench" {
          rankdir=LR;
          node [shape=box];
          "Data" [label="Data\\nI 1.00 · A 0.00 · D 0.00"];
          "Domain" [label="Domain\\nI 0.00 · A 0.50 · D 0.50"];
          "Data" -> "Domain" [label="3"];
        }

        """)
  }

  @Test func mermaidSanitisesIdsAndKeepsTheNamesAsLabels() {
    #expect(
      MermaidRenderer.render(LevelGraph(Self.graph, level: .type)) == """
        graph LR
          Data_Store["Store"]
          Domain_Item["Item"]
          Domain_Repo["Repo"]
          Data_Store -->|1| Domain_Item
          Data_Store -->|2| Domain_Repo

        """)
  }

  @Test func dotEscapesQuotesBackslashesAndLineBreaks() {
    let graph = TypeGraph(
      nodes: [
        TypeNode(module: "a\"b", name: "X", kind: "struct", role: .other),
        TypeNode(module: "c\\d\ne", name: "Y", kind: "struct", role: .other),
      ], edges: [.init(from: "a\"b.X", to: "c\\d\ne.Y", weight: 1)])
    let text = DOTRenderer.render(LevelGraph(graph, level: .module))
    #expect(text.contains(#""a\"b" -> "c\\d\\ne" [label="1"];"#))
    #expect(text.split(separator: "\n").count == 7)
  }

  @Test func mermaidIdsAreDistinctAndNeverAKeyword() {
    let ids = MermaidRenderer.identifiers(for: ["end", "A.B", "A_B", "1st", "é"])
    #expect(ids == ["end": "n_end", "A.B": "A_B", "A_B": "A_B_2", "1st": "n_1st", "é": "_"])
    #expect(Escaping.mermaid("a\"<b>#") == "a#quot;#lt;b#gt;#35;")
  }

  @Test func jsonListsNodesWithFiguresAndWeightedEdges() {
    let text = GraphJSON.render(LevelGraph(Self.graph, level: .module), root: "App", grouping: .targets)
    #expect(
      text == """
        {
          "edges" : [
            {
              "from" : "Data",
              "to" : "Domain",
              "weight" : 3
            }
          ],
          "grouping" : "targets",
          "level" : "module",
          "nodes" : [
            {
              "coupling" : {
                "abstract" : 0,
                "abstractness" : 0,
                "afferent" : 0,
                "distance" : 0,
                "efferent" : 1,
                "instability" : 1,
                "name" : "Data",
                "types" : 1,
                "zone" : "main sequence"
              },
              "id" : "Data",
              "label" : "Data"
            },
            {
              "coupling" : {
                "abstract" : 1,
                "abstractness" : 0.5,
                "afferent" : 1,
                "distance" : 0.5,
                "efferent" : 0,
                "instability" : 0,
                "name" : "Domain",
                "types" : 2,
                "zone" : "main sequence"
              },
              "id" : "Domain",
              "label" : "Domain"
            }
          ],
          "references" : {
            "ambiguous" : 0,
            "external" : 0,
            "resolved" : 0,
            "topLevel" : 0
          },
          "root" : "App",
          "schemaVersion" : 1
        }

        """)
  }

  @Test func theScanWithCouplingIsTheScanPlusItsTablesAndOneJSONKey() throws {
    let found = try SourceDiscovery.discover(root: Fixture.threeModules)
    let report = CodeScanner.scan(found, root: "ThreeModules")
    let section = CouplingSection.section(CouplingReport(graph: DependencyCollector.collect(found, root: "x").graph))

    let json = ScanOutput.render(report, as: .json, sections: [section])
    #expect(json.hasPrefix("{\n  \"coupling\" : {\n    \"grouping\" : \"targets\",\n    \"modules\" : ["))
    #expect(json.hasSuffix(ScanOutput.render(report, as: .json).dropFirst(2)))
    let table = ScanOutput.render(report, as: .text, sections: [section])
    #expect(table.hasPrefix(ScanOutput.render(report, as: .text).dropLast()))
    #expect(table.contains("\n\nCoupling by role\nRole"))
  }

  @Test func zonesFollowTheDistanceThreshold() {
    #expect(Zone(abstractness: 0.1, instability: 0.2) == .pain)
    #expect(Zone(abstractness: 0.9, instability: 0.8) == .uselessness)
    #expect(Zone(abstractness: 0.25, instability: 0.25) == .mainSequence)  // D = 0.5 exactly
    #expect(CouplingFigures(name: "Lone", types: 1, abstract: 0, afferent: 0, efferent: 0).zone == nil)
  }
}
