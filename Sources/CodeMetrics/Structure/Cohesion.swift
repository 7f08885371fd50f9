/// LCOM4 (Hitz and Montazeri, 1995): the number of connected groups of a type's methods, two
/// methods joined when one uses the other or both use the same property (see `STRUCTURE.md`).
///
/// ```swift
/// // struct Counter { var n = 0; var log: [String] = []
/// //   func up() { n += 1 }; func down() { n -= 1 }; func note(_ s: String) { log.append(s) } }
/// Cohesion.lcom4(of: members)  // 2: {up, down, n} and {note, log}
/// ```
enum Cohesion {
  /// LCOM4 of one type's members, `nil` when it has no methods: the count is undefined, not 0.
  static func lcom4(of members: [CohesionMember]) -> Int? {
    let methods = members.indices.filter { members[$0].kind == .method }
    guard !methods.isEmpty else { return nil }
    var byName: [String: [Int]] = [:]
    for (index, member) in members.enumerated() {
      for name in [member.name] + member.aliases { byName[name, default: []].append(index) }
    }
    var groups = UnionFind(count: members.count)
    for method in methods {
      for name in members[method].uses {
        for other in byName[name] ?? [] { groups.join(method, other) }
      }
    }
    // A property no method uses joins nothing and is no group: LCOM4 counts methods' groups.
    return Set(methods.map { groups.root(of: $0) }).count
  }

  /// Each type's LCOM4, for classes, structs and actors; the members of the type's
  /// extensions in the same file count as its own.
  static func annotate(_ types: [TypeDeclaration], members: [CohesionMember]) -> [TypeDeclaration] {
    let byType = Dictionary(grouping: members, by: \.type)
    return types.map { type in
      var type = type
      if [.class, .struct, .actor].contains(type.kind) { type.lcom4 = lcom4(of: byType[type.name] ?? []) }
      return type
    }
  }

  /// Disjoint sets of indices, with path halving.
  private struct UnionFind {
    private var parents: [Int]

    init(count: Int) {
      parents = Array(0..<count)
    }

    mutating func root(of index: Int) -> Int {
      var index = index
      while parents[index] != index {
        parents[index] = parents[parents[index]]
        index = parents[index]
      }
      return index
    }

    mutating func join(_ first: Int, _ second: Int) {
      parents[root(of: first)] = root(of: second)
    }
  }
}
