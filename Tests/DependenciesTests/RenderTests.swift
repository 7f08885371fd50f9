import CodeMetrics
import DiagramValidation
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
          n_Data_Store["Store"]
          n_Domain_Item["Item"]
          n_Domain_Repo["Repo"]
          n_Data_Store -->|1| n_Domain_Item
          n_Data_Store -->|2| n_Domain_Repo

        """)
  }

  /// Module names with a quote, a backslash and a line break.
  static let awkward = TypeGraph(
    nodes: [
      TypeNode(module: "a\"b", name: "X", kind: "struct", role: .other),
      TypeNode(module: "c\\d\ne", name: "Y", kind: "struct", role: .other),
    ], edges: [.init(from: "a\"b.X", to: "c\\d\ne.Y", weight: 1)])

  @Test func dotEscapesQuotesBackslashesAndLineBreaks() {
    let text = DOTRenderer.render(LevelGraph(Self.awkward, level: .module))
    #expect(text.contains(#""a\"b" -> "c\\d\\ne" [label="1"];"#))
    #expect(text.split(separator: "\n").count == 7)
  }

  @Test func mermaidIdsAreDistinctAndNeverAKeyword() {
    let ids = MermaidRenderer.identifiers(for: ["end", "A.B", "A_B", "1st", "é", "interpolate", "constructor"])
    #expect(
      ids == [
        "end": "n_end", "A.B": "n_A_B", "A_B": "n_A_B_2", "1st": "n_1st", "é": "n__", "interpolate": "n_interpolate",
        "constructor": "n_constructor",
      ])
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

    let json = ScanRenderer.render(report, as: .json, sections: [section])
    #expect(json.hasPrefix("{\n  \"coupling\" : {\n    \"grouping\" : \"targets\",\n    \"modules\" : ["))
    #expect(json.hasSuffix(ScanRenderer.render(report, as: .json).dropFirst(2)))
    let table = ScanRenderer.render(report, as: .text, sections: [section])
    #expect(table.hasPrefix(ScanRenderer.render(report, as: .text).dropLast()))
    #expect(table.contains("\n\nCoupling by role\nRole"))
  }

  @Test func zonesFollowTheDistanceThreshold() {
    #expect(Zone(abstractness: 0.1, instability: 0.2) == .pain)
    #expect(Zone(abstractness: 0.9, instability: 0.8) == .uselessness)
    #expect(Zone(abstractness: 0.25, instability: 0.25) == .mainSequence)  // D = 0.5 exactly
    #expect(CouplingFigures(name: "Lone", types: 1, abstract: 0, afferent: 0, efferent: 0).zone == nil)
  }
}

/// Every drawing the renderers make, drawn by the real tools: Mermaid 11 (mmdc) and Graphviz.
@Suite("Drawings render in Mermaid and Graphviz")
struct DrawingValidityTests {
  /// Modules named like the words of Mermaid's flowchart grammar (its lexer's keywords in
  /// Mermaid 11.12: `style`, `default`, `linkStyle`, `interpolate`, `classDef`, `class`, `href`,
  /// `click`, `call`, `graph`, `flowchart`, `subgraph`, `end`, `direction`, `v`, `_self`,
  /// `_blank`, `_parent`, `_top`) or like the properties of a JavaScript object, which Mermaid's
  /// layout keeps nodes in (`constructor`, `__proto__`, `toString`, `hasOwnProperty`). Before
  /// the prefix, `interpolate` stopped the parser ("got 'INTERPOLATE'") and `constructor` the
  /// renderer ("cannot set property 'order' of undefined").
  static let reserved = [
    "style", "default", "linkStyle", "interpolate", "classDef", "class", "href", "click", "call", "callback", "graph",
    "flowchart", "flowchart-elk", "subgraph", "end", "direction", "v", "_self", "_blank", "_parent", "_top", "LR", "TB",
    "constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "x", "o",
  ]

  /// A module per reserved name, each one's type using the next one's.
  static var reservedGraph: TypeGraph {
    let nodes = reserved.map { TypeNode(module: $0, name: "T", kind: "struct", role: .other) }
    let edges = zip(nodes, nodes.dropFirst()).map { TypeGraph.Edge(from: $0.id, to: $1.id, weight: 1) }
    return TypeGraph(nodes: nodes, edges: edges)
  }

  /// 900 types in 30 modules, each using three others: about 120,000 characters of Mermaid.
  static var largeGraph: TypeGraph {
    let nodes = (0..<900).map {
      TypeNode(module: "Module\($0 % 30)", name: "SomeDescriptiveTypeName\($0)", kind: "struct", role: .other)
    }
    var edges: [TypeGraph.Edge] = []
    for (index, node) in nodes.enumerated() {
      for step in [1, 7, 31] where index % (step == 1 ? 1 : 2) == 0 {
        edges.append(.init(from: node.id, to: nodes[(index * step + 1) % nodes.count].id, weight: 1 + index % 3))
      }
    }
    return TypeGraph(nodes: nodes, edges: Array(Set(edges.filter { $0.from != $0.to })))
  }

  @Test func reservedNamesGetIdsNoMermaidWordStartsWith() {
    let text = MermaidRenderer.render(LevelGraph(Self.reservedGraph, level: .module))
    #expect(text.contains("\n  n_interpolate[\"interpolate<br/>"))
    #expect(text.contains("\n  n_constructor[\"constructor<br/>"))
    #expect(text.contains("\n  n_call -->|1| n_callback\n"))
    #expect(text.contains("\n  n_flowchart_elk[\"flowchart-elk<br/>"))
  }

  /// The cut follows its definition in Docs/graph.md: the nodes with the
  /// most edges first, then the heaviest, then by id. Here C has 3 edges, A and D 2 (A's weigh
  /// 5, D's 2), B and E 1: two nodes keep C and A and the one edge between them.
  @Test func theCutKeepsTheMostConnectedNodes() {
    let graph = TypeGraph(
      nodes: ["A", "B", "C", "D", "E"].map { TypeNode(module: $0, name: "T", kind: "struct", role: .other) },
      edges: [
        .init(from: "A.T", to: "C.T", weight: 4), .init(from: "A.T", to: "B.T", weight: 1),
        .init(from: "C.T", to: "D.T", weight: 1), .init(from: "D.T", to: "C.T", weight: 1),
      ])
    let whole = LevelGraph(graph, level: .module)
    let cut = whole.keepingMostConnected(2)
    #expect(cut.nodes.map(\.id) == ["A", "C"])
    #expect(cut.edges == [.init(from: "A", to: "C", weight: 4)])
    #expect(cut.omission == Omission(nodes: 5, omittedNodes: 3, omittedEdges: 3))
    #expect(whole.keepingMostConnected(3).nodes.map(\.id) == ["A", "C", "D"])
    #expect(whole.keepingMostConnected(5).omission == nil)
    #expect(
      MermaidRenderer.render(cut).hasPrefix(
        "graph LR\n  %% archbench: 2 most connected of 5 nodes drawn; 3 nodes and 3 edges left out (--max-nodes)\n"))
  }

  /// Mermaid's defaults: `maxTextSize` 50,000 (UTF-16 code units) and `maxEdges` 500.
  @Test func aLargeGraphIsCutToMermaidsLimits() {
    let whole = LevelGraph(Self.largeGraph, level: .type)
    #expect(MermaidRenderer.size(of: MermaidRenderer.render(whole)) > 50_000)
    #expect(!MermaidRenderer.fits(whole))
    let fitted = MermaidRenderer.fitting(whole)
    #expect(MermaidRenderer.size(of: MermaidRenderer.render(fitted)) <= 50_000)
    #expect(fitted.edges.count <= 500)
    #expect(fitted.omission?.nodes == 900)
    // The most that fit: one node more does not.
    #expect(!MermaidRenderer.fits(whole.keepingMostConnected(fitted.nodes.count + 1)))
    // A graph within both is left whole.
    #expect(MermaidRenderer.fitting(LevelGraph(RenderTests.graph, level: .type)).omission == nil)
  }

  /// Every Mermaid drawing of these suites, in one run of Mermaid. The cut large graph is drawn at
  /// 25 nodes: mmdc lays out a 50,000-character graph (some 400 nodes) in about 90 s of CPU, too
  /// slow for every test run; that it draws is measured by hand (Docs/graph.md), and that the
  /// auto cut is within the limit is checked above.
  @Test(
    .enabled("mmdc must be installed (Scripts/install-mmdc.sh, from PyPI) to render Mermaid") {
      DiagramValidation.available(DiagramValidation.mermaidPython, for: "Mermaid output")
    })
  func everyMermaidDrawingRenders() throws {
    let graphs = [RenderTests.graph, RenderTests.awkward, Self.reservedGraph]
    var drawings = graphs.flatMap { graph in
      GraphLevel.allCases.map { MermaidRenderer.render(LevelGraph(graph, level: $0)) }
    }
    drawings.append(MermaidRenderer.render(LevelGraph(Self.largeGraph, level: .type).keepingMostConnected(25)))
    #expect(try DiagramValidation.mermaidProblems(in: drawings) == [])
  }

  /// Mermaid's limit is real: the uncut large graph is refused (so the check above would see it).
  @Test(
    .enabled("mmdc must be installed (Scripts/install-mmdc.sh, from PyPI) to render Mermaid") {
      DiagramValidation.available(DiagramValidation.mermaidPython, for: "Mermaid output")
    })
  func mermaidRefusesTheUncutLargeGraph() throws {
    let problems = try DiagramValidation.mermaidProblems(
      in: [MermaidRenderer.render(LevelGraph(Self.largeGraph, level: .type))])
    #expect(problems == ["0.mmd: Maximum text size in diagram exceeded"])
  }

  @Test(
    .enabled("Graphviz's dot must be installed (Scripts/install-system-packages.sh) to check DOT") {
      DiagramValidation.available(DiagramValidation.dot, for: "DOT output")
    })
  func everyDOTDrawingRenders() throws {
    // The large graph at the module level and cut at the type level: Graphviz takes minutes to
    // lay out its 900 types.
    let graphs = [RenderTests.graph, RenderTests.awkward, Self.reservedGraph]
    var drawings = graphs.flatMap { graph in
      GraphLevel.allCases.map { DOTRenderer.render(LevelGraph(graph, level: $0)) }
    }
    drawings.append(DOTRenderer.render(LevelGraph(Self.largeGraph, level: .module)))
    drawings.append(DOTRenderer.render(LevelGraph(Self.largeGraph, level: .type).keepingMostConnected(40)))
    #expect(try DiagramValidation.dotProblems(in: drawings) == [])
  }
}
