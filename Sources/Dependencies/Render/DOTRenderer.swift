import Support

/// A ``LevelGraph`` as a Graphviz digraph, left to right: every id quoted, every label
/// escaped, each edge labelled with its weight; a cut graph says what it left out in a `//` comment.
///
/// ```swift
/// DOTRenderer.render(graph)
/// // digraph "archbench" {
/// //   rankdir=LR;
/// //   node [shape=box];
/// //   "Data" [label="Data\nI 1.00 · A 0.00 · D 0.00"];
/// //   …
/// //   "Data" -> "Domain" [label="3"];
/// // }
/// ```
public enum DOTRenderer {
  public static func render(_ graph: LevelGraph) -> String {
    var lines = ["digraph \"archbench\" {", "  rankdir=LR;", "  node [shape=box];"]
    if let omission = graph.omission { lines.append("  // archbench: \(omission.summary)") }
    for node in graph.nodes {
      let label = [node.label, NodeCaption.text(of: node)].compactMap { $0 }.map(Escaping.dot).joined(separator: "\\n")
      lines.append("  \"\(Escaping.dot(node.id))\" [label=\"\(label)\"];")
    }
    for edge in graph.edges {
      lines.append("  \"\(Escaping.dot(edge.from))\" -> \"\(Escaping.dot(edge.to))\" [label=\"\(edge.weight)\"];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

}
