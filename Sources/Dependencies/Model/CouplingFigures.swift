/// Robert C. Martin's package metrics for one group of types: a module or an architecture role.
///
/// - Ca (afferent coupling): the number of types outside the group that depend on at least one
///   type inside it.
/// - Ce (efferent coupling): the number of types inside the group that depend on at least one
///   type outside it.
/// - I = Ce / (Ca + Ce), instability, from 0 (only depended upon) to 1 (only depending); undefined
///   when Ca + Ce = 0.
/// - A = abstract types / types, where the abstract types are protocols (Swift has no abstract
///   classes) and the types are classes, structs, enums, actors and protocols; undefined for a
///   group that declares no type (only extensions or typealiases).
/// - D = |A + I − 1|, the distance from the main sequence, and the ``Zone``.
///
/// Ca and Ce count types (Martin's class-count definition), not references: a module whose
/// one type calls another module a thousand times adds 1 to each side. Typealiases, extensions
/// of other modules' types and a module's top-level code count for Ca and Ce too, since their
/// code depends; they are no types for A.
///
/// ```swift
/// let figures = CouplingFigures(name: "Core", types: 4, abstract: 1, afferent: 3, efferent: 1)
/// figures.instability  // 0.25
/// figures.distance     // 0.5: |0.25 + 0.25 − 1|
/// ```
public struct CouplingFigures: Sendable, Hashable, Codable {
  public var name: String
  public var types: Int
  public var abstract: Int
  public var afferent: Int
  public var efferent: Int

  public init(name: String, types: Int, abstract: Int, afferent: Int, efferent: Int) {
    self.name = name
    self.types = types
    self.abstract = abstract
    self.afferent = afferent
    self.efferent = efferent
  }

  public var instability: Double? {
    afferent + efferent == 0 ? nil : Double(efferent) / Double(afferent + efferent)
  }

  public var abstractness: Double? { types == 0 ? nil : Double(abstract) / Double(types) }

  public var distance: Double? {
    guard let abstractness, let instability else { return nil }
    return Zone.distance(abstractness: abstractness, instability: instability)
  }

  public var zone: Zone? {
    guard let abstractness, let instability else { return nil }
    return Zone(abstractness: abstractness, instability: instability)
  }

  /// The figures of every group `group` puts nodes in, in the order of `order` (default: by name).
  ///
  /// - Parameter countsOutside: Ce also counts the types that depend on a module outside the
  ///   scan (``TypeGraph/outsideDependencies``, `scan --coupling --external`); by default only
  ///   types inside the scan are dependencies.
  public static func of(
    _ graph: TypeGraph, groupedBy group: (TypeNode) -> String, countsOutside: Bool = false,
    order: ((String, String) -> Bool)? = nil
  ) -> [CouplingFigures] {
    let nodes = graph.nodesByID
    var members: [String: [TypeNode]] = [:]
    for node in graph.nodes { members[group(node), default: []].append(node) }
    var dependents: [String: Set<String>] = [:]
    var dependers: [String: Set<String>] = [:]
    for edge in graph.edges {
      guard let source = nodes[edge.from], let target = nodes[edge.to] else { continue }
      let from = group(source)
      let to = group(target)
      guard from != to else { continue }
      dependents[to, default: []].insert(edge.from)
      dependers[from, default: []].insert(edge.from)
    }
    if countsOutside {
      // Outside the scan is outside every group of it.
      for id in graph.outsideDependencies.keys {
        guard let node = nodes[id] else { continue }
        dependers[group(node), default: []].insert(id)
      }
    }
    return members.keys.sorted(by: order ?? (<)).map { name in
      let types = members[name, default: []].filter(\.isType)
      return CouplingFigures(
        name: name, types: types.count, abstract: types.filter(\.isAbstract).count,
        afferent: dependents[name, default: []].count, efferent: dependers[name, default: []].count)
    }
  }
}

extension CouplingFigures {
  /// The JSON form: the counts, the ratios rounded to three decimals, and the zone; a ratio
  /// that is undefined is left out.
  enum CodingKeys: String, CodingKey {
    case name, types, abstract, afferent, efferent, instability, abstractness, distance, zone
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(types, forKey: .types)
    try container.encode(abstract, forKey: .abstract)
    try container.encode(afferent, forKey: .afferent)
    try container.encode(efferent, forKey: .efferent)
    try container.encodeIfPresent(instability.map(Self.rounded), forKey: .instability)
    try container.encodeIfPresent(abstractness.map(Self.rounded), forKey: .abstractness)
    try container.encodeIfPresent(distance.map(Self.rounded), forKey: .distance)
    try container.encodeIfPresent(zone, forKey: .zone)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name), types: try container.decode(Int.self, forKey: .types),
      abstract: try container.decode(Int.self, forKey: .abstract),
      afferent: try container.decode(Int.self, forKey: .afferent),
      efferent: try container.decode(Int.self, forKey: .efferent))
  }

  static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
