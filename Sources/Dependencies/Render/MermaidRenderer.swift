import Support

/// A ``LevelGraph`` as a Mermaid `graph LR`: node ids made of `n_` and `[A-Za-z0-9_]`, each node
/// labelled with its real name, each edge with its weight.
///
/// Ids are `n_` and the name with every character but `[A-Za-z0-9_]` replaced by `_`, numbered
/// `_2`, `_3` in name order when two names give the same id. The prefix is on every id: no
/// keyword of Mermaid's flowchart lexer (`end`, `interpolate`, `style`, `default`, `v`, …)
/// starts with `n_`, and no property of a JavaScript object (`constructor`, `__proto__`) does,
/// which Mermaid's layout stores nodes in. A cut graph says what it left out in a `%%` comment.
///
/// ```swift
/// MermaidRenderer.render(graph)
/// // graph LR
/// //   n_Data["Data<br/>I 1.00 · A 0.00 · D 0.00"]
/// //   n_Data -->|3| n_Domain
/// ```
public enum MermaidRenderer {
  /// Mermaid's default `maxTextSize`: a longer diagram is not drawn ("Maximum text size in
  /// diagram exceeded") where the default is kept, as on GitHub.
  public static let maxTextSize = 50_000
  /// Mermaid's default `maxEdges`: a flowchart with more edges is not drawn ("Edge limit exceeded").
  public static let maxEdges = 500

  public static func render(_ graph: LevelGraph) -> String {
    let ids = identifiers(for: graph.nodes.map(\.id))
    var lines = ["graph LR"]
    if let omission = graph.omission { lines.append("  %% archbench: \(omission.summary)") }
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

  /// The length Mermaid compares with `maxTextSize`: JavaScript's, in UTF-16 code units.
  public static func size(of text: String) -> Int { text.utf16.count }

  /// Whether Mermaid draws `graph` with its default limits: ``maxTextSize`` and ``maxEdges``.
  /// `drawing` is `graph`'s rendering, when the caller has it already.
  public static func fits(_ graph: LevelGraph, drawing: String? = nil) -> Bool {
    graph.edges.count <= maxEdges && size(of: drawing ?? render(graph)) <= maxTextSize
  }

  /// `graph` cut to its most connected nodes (``LevelGraph/keepingMostConnected(_:)``), as many
  /// as keep its drawing within Mermaid's default limits (``fits(_:)``); `graph` itself when it fits.
  ///
  /// ```swift
  /// MermaidRenderer.fitting(typeGraph).omission?.summary  // "135 most connected of 312 nodes drawn; …"
  /// ```
  public static func fitting(_ graph: LevelGraph) -> LevelGraph {
    guard !fits(graph) else { return graph }
    // More nodes never make a shorter drawing or fewer edges: the largest count that fits, by bisection.
    var low = 0
    var high = graph.nodes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(graph.keepingMostConnected(middle)) { low = middle } else { high = middle - 1 }
    }
    return graph.keepingMostConnected(low)
  }

  /// A distinct Mermaid id for each name, stable for a given set of names.
  static func identifiers(for names: [String]) -> [String: String] {
    var ids: [String: String] = [:]
    var taken: Set<String> = []
    for name in names.sorted() {
      let base = "n_" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") ? $0 : "_" })
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
