/// Every type the scanned code declares, by module and qualified name, and how a name written
/// in code is resolved to one of them.
///
/// Resolution is by name, without type inference, in this order:
///
/// 1. the scopes around the reference, innermost first: `Inner` written in `Outer` (or in an
///    extension of it) is `Outer.Inner`, in the reference's module, else in the one visible
///    module that declares it;
/// 2. a top-level declaration in the reference's own module, which shadows every import;
/// 3. the one top-level declaration in the other visible modules: those the file imports, and
///    those they re-export (`@_exported import`), or every module when the files come without
///    import information (folders); two candidates make the reference ambiguous;
/// 4. then member names written after it (`Outer.Inner` in `Outer.Inner.make()`), as far as
///    the found declaration has such nested types, in its module or, through an extension, in
///    the reference's module or the one visible module that nests them.
///
/// A name that resolves to nothing and starts with a scanned module the file sees is read as
/// qualified by that module, as Swift reads it when no type has the module's name:
/// `ArgumentParser.ExpressibleByArgument` is the protocol of the module `ArgumentParser`.
///
/// A name declared nowhere in the scanned code (`String`, `Data`, `UIView`) is external.
///
/// ```swift
/// let index = DeclarationIndex(units)
/// index.resolve("Inner", scope: "Outer", module: "App", visible: nil)  // .declared(App.Outer.Inner)
/// index.resolve("Data", scope: "Outer", module: "App", visible: nil)   // .external
/// ```
struct DeclarationIndex {
  /// A declaration's place: its module and qualified name.
  struct Key: Hashable, Comparable, Sendable {
    var module: String
    var name: String

    static func < (lhs: Key, rhs: Key) -> Bool { (lhs.module, lhs.name) < (rhs.module, rhs.name) }
  }

  enum Resolution: Equatable {
    case declared(Key)
    case external
    case ambiguous
  }

  /// Kind (`class`, …, `typealias`) and a declaring file, by key; the first file in path order.
  private(set) var declarations: [Key: (kind: String, path: String)] = [:]
  /// The modules that declare a qualified name.
  private var modulesDeclaring: [String: Set<String>] = [:]
  /// The modules each module re-exports, transitively.
  private var reexports: [String: Set<String>] = [:]
  /// The scanned modules, which a name can be qualified by.
  private var modules: Set<String> = []

  init(_ units: [SourceFacts]) {
    var exported: [String: Set<String>] = [:]
    for unit in units.sorted(by: { $0.facts.path < $1.facts.path }) {
      modules.insert(unit.module)
      for declaration in unit.facts.declarations + unit.facts.typeAliases {
        let key = Key(module: unit.module, name: declaration.qualifiedName)
        if declarations[key] == nil { declarations[key] = (declaration.kind, unit.facts.path) }
        modulesDeclaring[declaration.qualifiedName, default: []].insert(unit.module)
      }
      for item in unit.facts.imports where item.isExported {
        exported[unit.module, default: []].insert(String(item.module.split(separator: ".").first ?? ""))
      }
    }
    for module in exported.keys {
      var seen: Set<String> = []
      var queue = Array(exported[module] ?? [])
      while let next = queue.popLast() {
        guard seen.insert(next).inserted else { continue }
        queue += exported[next] ?? []
      }
      reexports[module] = seen
    }
  }

  func contains(_ key: Key) -> Bool { declarations[key] != nil }

  /// The modules a file of `module` sees through `imports`: nil means every module.
  func visibleModules(importing imports: Set<String>) -> Set<String> {
    imports.reduce(into: imports) { visible, module in visible.formUnion(reexports[module] ?? []) }
  }

  /// Resolves a name as written, `Outer.Inner` with its members, from code in `scope` (the
  /// qualified name of the declaration around it, or nil at top level) in `module`.
  ///
  /// - Parameter visible: the other modules the file sees; nil for all of them.
  func resolve(_ written: String, scope: String?, module: String, visible: Set<String>?) -> Resolution {
    let parts = written.split(separator: ".").map(String.init)
    guard let first = parts.first else { return .external }
    var found: Key?
    // 1. Nested in a scope around it, innermost first.
    if var prefix = scope?.split(separator: ".").map(String.init) {
      while !prefix.isEmpty && found == nil {
        let name = prefix.joined(separator: ".") + "." + first
        switch lookUp(name, module: module, visible: visible) {
        case .declared(let key): found = key
        case .ambiguous: return .ambiguous
        case .external: prefix.removeLast()
        }
      }
    }
    // 2 and 3. At top level, own module first.
    var members = parts.dropFirst()
    if found == nil {
      switch lookUp(first, module: module, visible: visible) {
      case .declared(let key): found = key
      case .ambiguous: return .ambiguous
      case .external:
        // A type of the module's name would have been found above: Swift lets it shadow the module.
        guard let name = members.first, modules.contains(first),
          first == module || visible?.contains(first) ?? true,
          contains(Key(module: first, name: name))
        else { return .external }
        found = Key(module: first, name: name)
        members = members.dropFirst()
      }
    }
    // 4. Members, as deep as they are declared.
    guard var key = found else { return .external }
    for part in members {
      let name = key.name + "." + part
      if contains(Key(module: key.module, name: name)) {
        key = Key(module: key.module, name: name)
      } else if case .declared(let member) = lookUp(name, module: module, visible: visible) {
        // Nested in another module's extension: NIOPosix's `extension NIOBSDSocket { enum SocketType }`.
        key = member
      } else {
        break
      }
    }
    return .declared(key)
  }

  /// `name` in `module`, else in the one visible module that declares it.
  private func lookUp(_ name: String, module: String, visible: Set<String>?) -> Resolution {
    guard let modules = modulesDeclaring[name] else { return .external }
    if modules.contains(module) { return .declared(Key(module: module, name: name)) }
    let candidates = modules.filter { visible?.contains($0) ?? true }
    switch candidates.count {
    case 0: return .external
    case 1: return .declared(Key(module: candidates.first!, name: name))
    default: return .ambiguous
    }
  }
}
