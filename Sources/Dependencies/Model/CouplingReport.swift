import CodeMetrics

/// Coupling and stability of a scanned codebase: Martin's figures per module and per
/// architecture role, how much each role depends on each other one, and each type's fan-in and
/// fan-out.
///
/// ```swift
/// let report = CouplingReport(graph: graph, grouping: .targets)
/// report.modules.map { "\($0.name): \($0.zone?.rawValue ?? "–")" }  // ["NIOCore: zone of pain", …]
/// ```
public struct CouplingReport: Sendable, Codable {
  /// References from types of one role to types of another, the diagonal included.
  public struct RoleDependency: Sendable, Hashable, Codable {
    public var from: ArchitectureRole
    public var to: ArchitectureRole
    public var references: Int
  }

  /// A type's fan-in (distinct types that depend on it) and fan-out (distinct types it depends on).
  public struct TypeFigures: Sendable, Hashable, Codable {
    public var id: String
    public var module: String
    public var name: String
    public var kind: String
    public var role: ArchitectureRole
    public var fanIn: Int
    public var fanOut: Int
  }

  public var grouping: ModuleGrouping
  /// Whether Ce counts dependencies on modules outside the scan.
  public var view: CouplingView
  /// With ``CouplingView/external``: the modules outside the scan that some type was counted as
  /// depending on, by name; `nil` otherwise.
  public var outsideModules: [String]?
  /// By module name.
  public var modules: [CouplingFigures]
  /// In ``ArchitectureRole``'s order.
  public var roles: [CouplingFigures]
  /// By source role, then target role; pairs without a reference left out.
  public var roleDependencies: [RoleDependency]
  /// By id.
  public var types: [TypeFigures]
  public var references: TypeGraph.ReferenceCounts

  /// - Parameter view: ``CouplingView/external`` also counts in Ce the types depending on a
  ///   module outside the scan.
  public init(graph: TypeGraph, grouping: ModuleGrouping = .targets, view: CouplingView = .scan) {
    self.grouping = grouping
    self.view = view
    let countsOutside = view == .external
    outsideModules =
      countsOutside ? graph.outsideDependencies.values.reduce(into: Set()) { $0.formUnion($1) }.sorted() : nil
    modules = CouplingFigures.of(graph, groupedBy: \.module, countsOutside: countsOutside)
    roles = CouplingFigures.of(graph, groupedBy: \.role.rawValue, countsOutside: countsOutside) {
      (ArchitectureRole(rawValue: $0) ?? .other) < (ArchitectureRole(rawValue: $1) ?? .other)
    }
    let nodes = graph.nodesByID
    var matrix: [ArchitectureRole: [ArchitectureRole: Int]] = [:]
    var fanIn: [String: Int] = [:]
    var fanOut: [String: Int] = [:]
    for edge in graph.edges {
      guard let source = nodes[edge.from], let target = nodes[edge.to] else { continue }
      matrix[source.role, default: [:]][target.role, default: 0] += edge.weight
      fanIn[edge.to, default: 0] += 1
      fanOut[edge.from, default: 0] += 1
    }
    roleDependencies = matrix.keys.sorted().flatMap { from in
      matrix[from, default: [:]].keys.sorted().map { to in
        RoleDependency(from: from, to: to, references: matrix[from]![to]!)
      }
    }
    types = graph.nodes.map { node in
      TypeFigures(
        id: node.id, module: node.module, name: node.name, kind: node.kind, role: node.role,
        fanIn: fanIn[node.id, default: 0], fanOut: fanOut[node.id, default: 0])
    }
    references = graph.references
  }

  enum CodingKeys: String, CodingKey {
    case grouping, view, outsideModules, modules, roles, roleDependencies, types, references
  }

  /// Reads a report written before ``view`` existed as one of the scan alone.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    grouping = try container.decode(ModuleGrouping.self, forKey: .grouping)
    view = try container.decodeIfPresent(CouplingView.self, forKey: .view) ?? .scan
    outsideModules = try container.decodeIfPresent([String].self, forKey: .outsideModules)
    modules = try container.decode([CouplingFigures].self, forKey: .modules)
    roles = try container.decode([CouplingFigures].self, forKey: .roles)
    roleDependencies = try container.decode([RoleDependency].self, forKey: .roleDependencies)
    types = try container.decode([TypeFigures].self, forKey: .types)
    references = try container.decode(TypeGraph.ReferenceCounts.self, forKey: .references)
  }
}
