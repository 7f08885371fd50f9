import CodeMetrics

/// The type graph aggregated to one ``GraphLevel``, with each node's figures: what `archbench
/// graph` renders as DOT, Mermaid or JSON.
///
/// Nodes are sorted by id and edges by source then target, so that the same code always gives
/// the same bytes. A group's references to itself are not edges: a module's own types using
/// each other say nothing about its coupling.
///
/// ```swift
/// let graph = LevelGraph(TypeGraph(units: units, usesImports: true), level: .module)
/// graph.edges  // [Edge(from: "CleanData", to: "CleanDomain", weight: 7), …]
/// ```
public struct LevelGraph: Sendable, Codable {
  public struct Node: Sendable, Hashable, Codable {
    /// The module's name, the role's name, or the type's `Module.Name`.
    public var id: String
    /// What a drawing shows: the module's or role's name, the type's qualified name.
    public var label: String
    /// Modules and roles: Ca, Ce, I, A, D and the zone.
    public var coupling: CouplingFigures?
    /// Types: its module, kind, role, fan-in and fan-out.
    public var module: String?
    public var kind: String?
    public var role: ArchitectureRole?
    public var fanIn: Int?
    public var fanOut: Int?

    /// A module or role node: its name and figures.
    public init(id: String, label: String, coupling: CouplingFigures?) {
      self.id = id
      self.label = label
      self.coupling = coupling
    }

    init(
      id: String, label: String, module: String?, kind: String?, role: ArchitectureRole?, fanIn: Int?, fanOut: Int?
    ) {
      self.id = id
      self.label = label
      self.module = module
      self.kind = kind
      self.role = role
      self.fanIn = fanIn
      self.fanOut = fanOut
    }
  }

  public var level: GraphLevel
  public var nodes: [Node]
  public var edges: [TypeGraph.Edge]
  public var references: TypeGraph.ReferenceCounts
  /// What a cut (``keepingMostConnected(_:)``) left out; `nil` for a whole graph.
  public var omission: Omission?

  /// A graph already aggregated, such as the report's role graph of one sample, kept as figures.
  public init(
    level: GraphLevel, nodes: [Node], edges: [TypeGraph.Edge],
    references: TypeGraph.ReferenceCounts = TypeGraph.ReferenceCounts()
  ) {
    self.level = level
    self.nodes = nodes
    self.edges = edges
    self.references = references
  }

  public init(_ graph: TypeGraph, level: GraphLevel) {
    self.level = level
    references = graph.references
    let byID = graph.nodesByID
    let group: (TypeNode) -> String =
      switch level {
      case .module: \.module
      case .role: \.role.rawValue
      case .type: \.id
      }
    switch level {
    case .module, .role:
      let figures = CouplingFigures.of(graph, groupedBy: group)
      nodes = figures.map { Node(id: $0.name, label: $0.name, coupling: $0) }
    case .type:
      let report = CouplingReport(graph: graph)
      nodes = report.types.map {
        Node(
          id: $0.id, label: $0.name, module: $0.module, kind: $0.kind, role: $0.role, fanIn: $0.fanIn,
          fanOut: $0.fanOut)
      }
    }
    var weights: [String: [String: Int]] = [:]
    for edge in graph.edges {
      guard let source = byID[edge.from], let target = byID[edge.to] else { continue }
      let from = group(source)
      let to = group(target)
      if from != to { weights[from, default: [:]][to, default: 0] += edge.weight }
    }
    edges = weights.keys.sorted().flatMap { from in
      weights[from, default: [:]].keys.sorted().map { TypeGraph.Edge(from: from, to: $0, weight: weights[from]![$0]!) }
    }
  }
}
