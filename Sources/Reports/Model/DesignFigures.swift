import CodeMetrics
import Dependencies

/// How one sample's production code is divided into roles: coupling and stability per role (and
/// per module when it has several), the references between roles, cohesion and cognitive
/// complexity.
///
/// The role figures are `archbench scan --coupling`'s (``CouplingFigures``, `Docs/coupling.md`);
/// LCOM4 and cognitive complexity are `archbench scan --cohesion`'s (`Sources/CodeMetrics/STRUCTURE.md`).
///
/// ```swift
/// let design = mvvm.design!
/// design.meanDistance  // 0.41: the roles' D, weighted by their types
/// design.meanLCOM4     // 1.2
/// ```
public struct DesignFigures: Sendable, Hashable, Codable {
  /// References from the types of one role to the types of another (or the same) role.
  public struct RoleReference: Sendable, Hashable, Codable {
    public var from: String
    public var to: String
    public var references: Int

    public init(from: String, to: String, references: Int) {
      self.from = from
      self.to = to
      self.references = references
    }
  }

  /// Ca, Ce, I, A, D and zone per role, in ``ArchitectureRole``'s order; Other included.
  public var roles: [CouplingFigures]
  /// By source role, then target role, the diagonal included; pairs without a reference left out.
  public var roleReferences: [RoleReference]
  /// Per module, by name, when the sample has more than one (Clean); empty otherwise.
  public var modules: [CouplingFigures]
  /// Classes, structs and actors with an LCOM4.
  public var cohesionTypes: Int
  /// Mean LCOM4 over them, `nil` without any.
  public var meanLCOM4: Double?
  /// Mean cognitive complexity per function, 0 without functions.
  public var meanCognitive: Double
  public var maxCognitive: Int

  public init(
    roles: [CouplingFigures], roleReferences: [RoleReference], modules: [CouplingFigures] = [],
    cohesionTypes: Int, meanLCOM4: Double?, meanCognitive: Double, maxCognitive: Int
  ) {
    self.roles = roles
    self.roleReferences = roleReferences
    self.modules = modules
    self.cohesionTypes = cohesionTypes
    self.meanLCOM4 = meanLCOM4
    self.meanCognitive = meanCognitive
    self.maxCognitive = maxCognitive
  }

  /// The roles an architecture names (not Other) that declare a type.
  public var namedRoles: [CouplingFigures] {
    roles.filter { $0.name != ArchitectureRole.other.rawValue && $0.types > 0 }
  }

  /// Every role group that declares a type, Other included: what mean D averages and a drawing shows.
  public var typedRoles: [CouplingFigures] { roles.filter { $0.types > 0 } }

  /// The distance from the main sequence of the sample as a whole: the mean of its role groups'
  /// D, each weighted by its number of types, over the groups whose D is defined.
  ///
  /// Weighted by types because a role of one type is a smaller part of the design than a role of
  /// twenty. Other counts like a role: it holds what no naming convention claims, VIPER's
  /// contract protocols among them, and leaving it out would make VIPER's roles look as if they
  /// had no abstractions. `nil` when no group has a D.
  public var meanDistance: Double? {
    let measured = typedRoles.compactMap { role in role.distance.map { (role.types, $0) } }
    let types = measured.reduce(0) { $0 + $1.0 }
    guard types > 0 else { return nil }
    return measured.reduce(0.0) { $0 + Double($1.0) * $1.1 } / Double(types)
  }

  /// The references from one role group to another, by source then target.
  public var crossRoleReferences: [RoleReference] { roleReferences.filter { $0.from != $0.to } }

  /// The role groups that declare a type and the references between them, for Dependencies'
  /// Mermaid renderer.
  public var roleGraph: LevelGraph {
    let drawn = Set(typedRoles.map(\.name))
    return LevelGraph(
      level: .role, nodes: typedRoles.map { LevelGraph.Node(id: $0.name, label: $0.name, coupling: $0) },
      edges: crossRoleReferences.filter { drawn.contains($0.from) && drawn.contains($0.to) }.map {
        TypeGraph.Edge(from: $0.from, to: $0.to, weight: $0.references)
      })
  }
}
