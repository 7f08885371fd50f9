import Support

/// What `archbench graph` writes, and in which formats.
///
/// ```swift
/// GraphRenderer.render(graph, as: .mermaid, root: "Samples/Clean", grouping: .targets)
/// // graph LR
/// //   Data["Data<br/>I 1.00 · A 0.00 · D 0.00"]
/// //   …
/// ```
public enum GraphRenderer {
  /// The formats of a graph: a Graphviz digraph, a Mermaid flowchart, and the versioned JSON in
  /// `Docs/graph.md`.
  public enum Format: String, RendererFormat { case dot, mermaid, json }

  /// `graph` in `format`; `root` and `grouping` are recorded in the JSON.
  public static func render(
    _ graph: LevelGraph, as format: Format, root: String, grouping: ModuleGrouping
  ) -> String {
    switch format {
    case .dot: DOTRenderer.render(graph)
    case .mermaid: MermaidRenderer.render(graph)
    case .json: GraphJSON.render(graph, root: root, grouping: grouping)
    }
  }
}
