import Support

/// A ``LevelGraph`` as a Mermaid `graph LR`: node ids made of `[A-Za-z0-9_]` only, each node
/// labelled with its real name, each edge with its weight.
///
/// Ids are the names with every other character replaced by `_`, prefixed with `n_` when they
/// would start with a digit or be one of Mermaid's keywords (`end`, …), and numbered `_2`, `_3`
/// in id order when two names give the same id.
///
/// ```swift
/// MermaidRenderer.render(graph)
/// // graph LR
/// //   Data["Data<br/>I 1.00 · A 0.00 · D 0.00"]
/// //   Data -->|3| Domain
/// ```
public enum MermaidRenderer {
  public static func render(_ graph: LevelGraph) -> String {
    let ids = identifiers(for: graph.nodes.map(\.id))
    var lines = ["graph LR"]
    for node in graph.nodes {
      let label = [node.label, NodeCaption.text(of: node)].compactMap { $0 }.map(Escaping.mermaid).joined(
        separator: "<br/>")
      lines.append("  \(ids[node.id]!)[\"\(label)\"]")
    }
    for edge in graph.edges {
      guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
      lines.append("  \(from) -->|\(edge.weight)| \(to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Words that end or change a Mermaid flowchart when used as a node id.
  static let keywords: Set<String> = [
    "end", "graph", "flowchart", "subgraph", "direction", "click", "style", "class", "classdef", "linkstyle",
    "call", "href",
  ]

  /// A distinct Mermaid id for each name, stable for a given set of names.
  static func identifiers(for names: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var taken: Set<String> = []
    for name in names.sorted() {
      var base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
      if base.isEmpty || base.first!.isNumber || keywords.contains(base.lowercased()) { base = "n_" + base }
      var id = base
      var number = 2
      while taken.contains(id) {
        id = "\(base)_\(number)"
        number += 1
      }
      taken.insert(id)
      ids[name] = id
    }
    return ids
  }

}
