import CodeMetrics

/// Which type of the scanned code references which, and how often: the model every coupling
/// figure and every graph is computed from.
///
/// Each reference a type's body makes (its extensions included) in a type position (an
/// annotation, an inheritance or conformance clause, a generic argument or constraint, a cast),
/// in a call `Name(…)` or in a static member access `Name.x` is resolved by name
/// (``DeclarationIndex``). One to a type of the scanned code adds 1 to the edge between the
/// two; one to the type itself adds nothing. What resolves nowhere is counted, not drawn.
///
/// ```swift
/// let graph = TypeGraph(units: units, usesImports: true)
/// graph.edges.first  // (from: "App.LoginView", to: "App.LoginViewModel", weight: 3)
/// ```
public struct TypeGraph: Sendable {
  /// A weighted edge between two nodes, by id.
  public struct Edge: Sendable, Hashable, Codable {
    public var from: String
    public var to: String
    /// The number of references aggregated into it.
    public var weight: Int

    public init(from: String, to: String, weight: Int) {
      self.from = from
      self.to = to
      self.weight = weight
    }
  }

  /// What became of the references written in the scanned code.
  public struct ReferenceCounts: Sendable, Hashable, Codable {
    /// To a type of the scanned code (self-references included).
    public var resolved = 0
    /// To a name declared nowhere in the scanned code: Foundation, UIKit, the standard library, generic parameters.
    public var external = 0
    /// To a name that two visible modules declare.
    public var ambiguous = 0
    /// Of all of them, those written outside any type (free functions, `main.swift`), owned by
    /// their module's ``TypeNode/topLevelName`` node.
    public var topLevel = 0

    public init() {}
  }

  /// Sorted by module, then name.
  public var nodes: [TypeNode]
  /// Sorted by source, then target.
  public var edges: [Edge]
  public var references: ReferenceCounts
  /// Per node id, the modules outside the scan it may depend on: those imported by a file in
  /// which its code names a type the scan does not declare (``OutsideModules``). Nodes without
  /// such a name are left out. What `scan --coupling --external` adds to Ce.
  public var outsideDependencies: [String: Set<String>]

  public init(
    nodes: [TypeNode], edges: [Edge], references: ReferenceCounts = ReferenceCounts(),
    outsideDependencies: [String: Set<String>] = [:]
  ) {
    self.nodes = nodes.sorted()
    self.edges = edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    self.references = references
    self.outsideDependencies = outsideDependencies
  }

  /// Builds the graph of `units`.
  ///
  /// - Parameter usesImports: the modules are SwiftPM targets, so a file sees only what it
  ///   imports; otherwise every module sees every other.
  public init(units: [SourceFacts], usesImports: Bool, roles: RoleClassifier = RoleClassifier()) {
    let index = DeclarationIndex(units)
    var nodes: [DeclarationIndex.Key: TypeNode] = [:]
    for (key, declaration) in index.declarations {
      nodes[key] = TypeNode(
        module: key.module, name: key.name, kind: declaration.kind,
        role: roles.role(forTypeNamed: key.name, inFile: declaration.path))
    }
    var weights: [DeclarationIndex.Key: [DeclarationIndex.Key: Int]] = [:]
    var counts = ReferenceCounts()
    var outside: [DeclarationIndex.Key: Set<String>] = [:]
    let scanned = Set(units.map(\.module))
    for unit in units {
      let visible = usesImports ? index.visibleModules(importing: unit.importedModules) : nil
      let importedOutside = OutsideModules.imported(by: unit.importedModules, scanned: scanned)
      // The node that owns code written in `scope`: the declaration, or an extension node.
      var owners: [String: DeclarationIndex.Key] = [:]
      func owner(of scope: String) -> DeclarationIndex.Key {
        if let known = owners[scope] { return known }
        let own = DeclarationIndex.Key(module: unit.module, name: scope)
        var key = own
        if !index.contains(own) {
          let resolved = index.resolve(scope, scope: nil, module: unit.module, visible: visible)
          if case .declared(let declared) = resolved, declared.module == unit.module {
            key = declared
          } else {
            if case .declared(let declared) = resolved { key.name = declared.name }
            if nodes[key] == nil {
              nodes[key] = TypeNode(
                module: key.module, name: key.name, kind: "extension",
                role: roles.role(forTypeNamed: key.name, inFile: unit.facts.path))
            }
          }
        }
        owners[scope] = key
        return key
      }
      func record(_ resolution: DeclarationIndex.Resolution, from source: DeclarationIndex.Key) {
        switch resolution {
        case .declared(let target):
          counts.resolved += 1
          if target != source { weights[source, default: [:]][target, default: 0] += 1 }
        case .external:
          counts.external += 1
          // Declared nowhere in the scan: possibly in a module the file imports from outside it.
          if !importedOutside.isEmpty { outside[source, default: []].formUnion(importedOutside) }
        case .ambiguous: counts.ambiguous += 1
        }
      }
      // An extension in another module than its type's uses the type it extends.
      for item in unit.facts.extensions {
        let source = owner(of: item.qualifiedName)
        if index.contains(source) { continue }
        record(index.resolve(item.qualifiedName, scope: nil, module: unit.module, visible: visible), from: source)
      }
      for reference in unit.facts.references where !reference.isMember && reference.name != "Self" {
        let source: DeclarationIndex.Key
        if let scope = reference.qualifiedOwner {
          source = owner(of: scope)
        } else {
          counts.topLevel += 1
          source = DeclarationIndex.Key(module: unit.module, name: TypeNode.topLevelName)
          if nodes[source] == nil {
            nodes[source] = TypeNode(module: unit.module, name: TypeNode.topLevelName, kind: "top-level", role: .other)
          }
        }
        let written = reference.qualifiedName.isEmpty ? reference.name : reference.qualifiedName
        record(
          index.resolve(written, scope: reference.qualifiedOwner, module: unit.module, visible: visible), from: source)
      }
    }
    let edges = weights.flatMap { source, targets in
      targets.map { Edge(from: nodes[source]!.id, to: nodes[$0.key]!.id, weight: $0.value) }
    }
    self.init(
      nodes: Array(nodes.values), edges: edges, references: counts,
      outsideDependencies: Dictionary(uniqueKeysWithValues: outside.map { (nodes[$0.key]!.id, $0.value) }))
  }

  /// Each node by id.
  public var nodesByID: [String: TypeNode] { Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }) }
}
