/// What `archbench graph --max-nodes` left out of a drawing, said in it: the nodes it had, and
/// the nodes and edges not drawn.
///
/// ```swift
/// let cut = LevelGraph(graph, level: .type).keepingMostConnected(40)
/// cut.omission  // Omission(nodes: 212, omittedNodes: 172, omittedEdges: 301)
/// ```
public struct Omission: Sendable, Hashable, Codable {
  /// The graph's nodes before the cut.
  public var nodes: Int
  public var omittedNodes: Int
  public var omittedEdges: Int

  public init(nodes: Int, omittedNodes: Int, omittedEdges: Int) {
    self.nodes = nodes
    self.omittedNodes = omittedNodes
    self.omittedEdges = omittedEdges
  }

  /// One line for a drawing's comment: `40 most connected of 212 nodes drawn; 172 nodes and 301 edges left out`.
  public var summary: String {
    "\(nodes - omittedNodes) most connected of \(nodes) nodes drawn; \(omittedNodes) nodes and \(omittedEdges) "
      + "edges left out (--max-nodes)"
  }
}

extension LevelGraph {
  /// The `count` most connected nodes and the edges between them: the nodes with the most edges
  /// (in and out) first, then the heaviest (the sum of their edges' weights), then by id.
  ///
  /// Hubs are what a reader of a large graph looks for, and a node with no edge is drawn last,
  /// so a cut keeps the structure and leaves out the periphery. The result records the
  /// ``Omission``; a graph with no more than `count` nodes is returned as it is.
  ///
  /// ```swift
  /// graph.keepingMostConnected(2).nodes.map(\.id)  // ["Core", "Data"]
  /// ```
  public func keepingMostConnected(_ count: Int) -> LevelGraph {
    guard count < nodes.count else { return self }
    var degree: [String: Int] = [:]
    var weight: [String: Int] = [:]
    for edge in edges {
      for end in [edge.from, edge.to] {
        degree[end, default: 0] += 1
        weight[end, default: 0] += edge.weight
      }
    }
    let ranked = nodes.sorted {
      (-degree[$0.id, default: 0], -weight[$0.id, default: 0], $0.id)
        < (-degree[$1.id, default: 0], -weight[$1.id, default: 0], $1.id)
    }
    let kept = Set(ranked.prefix(max(0, count)).map(\.id))
    var cut = self
    cut.nodes = nodes.filter { kept.contains($0.id) }
    cut.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
    cut.omission = Omission(
      nodes: nodes.count, omittedNodes: nodes.count - cut.nodes.count, omittedEdges: edges.count - cut.edges.count)
    return cut
  }
}
