import Support

/// A ``LevelGraph`` as JSON, schema version 1 (documented in `Docs/graph.md`): the level, the
/// nodes with their figures, the weighted edges, what became of the references, and what a
/// cut left out.
///
/// Keys are sorted, nodes by id, edges by source then target; ratios are rounded to three
/// decimals and left out where undefined.
///
/// ```swift
/// GraphJSON.render(graph, root: "Samples/Clean")
/// // {"edges": [{"from": "Data", "to": "Domain", "weight": 3}], "level": "module", "nodes": […], …}
/// ```
public enum GraphJSON {
  public static let schemaVersion = 1

  struct Document: Encodable {
    var schemaVersion: Int
    var root: String
    var level: GraphLevel
    var grouping: ModuleGrouping
    var nodes: [LevelGraph.Node]
    var edges: [TypeGraph.Edge]
    var references: TypeGraph.ReferenceCounts
    /// Only for a cut graph (`--max-nodes`), a key added within version 1.
    var omission: Omission?
  }

  public static func render(_ graph: LevelGraph, root: String, grouping: ModuleGrouping) -> String {
    JSON.text(
      Document(
        schemaVersion: schemaVersion, root: root, level: graph.level, grouping: grouping, nodes: graph.nodes,
        edges: graph.edges, references: graph.references, omission: graph.omission))
  }
}
