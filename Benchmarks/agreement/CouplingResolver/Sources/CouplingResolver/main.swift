// coupling-resolver: Martin's Ca and Ce per module of a Swift package, from its sources alone,
// written apart from archbench (no code shared) to check `archbench scan --coupling`.
//
//   coupling-resolver PACKAGE [--edges]
//
// Prints a line per module that has code: `module<TAB>types<TAB>Ca<TAB>Ce`, after `#` lines
// with the reference counts; with --edges, then each edge between modules:
// `edge<TAB>from module<TAB>from node<TAB>to module<TAB>to node`.
//
// Definitions (Sources/Dependencies/Model/CouplingFigures.swift, Docs/coupling.md):
// - Modules: the package's targets, read from Package.swift's text (every `#if` branch): each
//   `.target`, `.executableTarget` or `.macro` call's `name:` and `path:` string literals
//   (default Sources/NAME); then each folder of Sources/ no target claims is a module of its
//   name (SwiftPM's convention). Test and plugin targets are left out.
// - Nodes: each class, struct, enum, actor and protocol (a type, nested ones qualified
//   `Outer.Inner`), each typealias, each extension of another module's type or of a type the
//   package does not declare (one node per module and extended type), and a module's code
//   outside any type, `(top level)`. An extension of an own type is that type.
// - A node depends on a declaration it names: in a type position (any `IdentifierType` or
//   `MemberType`, attributes included), as the callee of a call `Name(…)` / `Name<T>(…)`, or as
//   the base of a member access chain `Name.x`. An extension of another module's type
//   depends on that type. A node naming itself is no edge.
// - Ca = nodes outside the module that depend on a node inside; Ce = nodes inside that depend
//   on a node outside. Types = the module's types (typealiases, extensions, top level are not).
//
// Resolution, Docs/coupling.md's rules, by name, no type checker:
// 1. the enclosing types' scopes, innermost first (`Inner` in `Outer` or an extension of it);
// 2. the own module's declaration, which shadows every import;
// 3. the one declaration among the modules the file imports and what they `@_exported import`,
//    transitively; two or more: ambiguous, no edge;
// 4. member names after it as far as they are declared, in any module the file sees
//    (`Outer.Inner.make()`; `NIOBSDSocket.SocketType` when NIOPosix's extension of NIOCore's
//    NIOBSDSocket declares SocketType).
// Also: a module qualifier `NIOCore.ByteBuffer` names the type in that module, and a name is
// read whatever its first letter (`_TinyArray(…)`).
//
// Not modelled, each a limit archbench documents too or a case not met in the three projects
// Scripts/agreement/coupling.sh compares: generic parameters (a `T` named like a declared type
// is taken for it); type inference (`let x = make()` names nothing); nested types inherited
// from a superclass or protocol; `#if` (every branch is read, its conditions are not code); a
// bare name that is neither called nor a member access base (`f(Name)`, `[Name]()`); macro
// expansions `#name(…)` (an attached macro `@Name` is an attribute, read as a type); targets
// whose `name:` or `path:` is not a string literal, `sources:`, and the Source/, src/ and srcs/
// folders SwiftPM also accepts; `--modules-by-folder`.
//
// On Docs/coupling.md's worked example (Tests/DependenciesTests/Fixtures/ThreeModules) it
// gives the documented figures; coupling.sh checks that first.
import Foundation
import SwiftParser
import SwiftSyntax

/// A module of the package: its name and Swift files.
struct Module {
  var name: String
  var files: [String]
}

/// The targets of `root`'s Package.swift and the folders of Sources/ no target claims.
func modules(of root: URL) throws -> [Module] {
  let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
  var targets: [(name: String, path: String, exclude: [String], counted: Bool)] = []
  for call in Parser.parse(source: manifest).tokens(viewMode: .sourceAccurate)
  where call.tokenKind == .identifier("name") {
    // `.target(name: "X", …)`: from the `name` label up to the call.
    guard let argument = call.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self),
      let function = list.parent?.as(FunctionCallExprSyntax.self),
      let kind = function.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let name = literal(argument.expression)
    else { continue }
    let kinds = ["target": true, "executableTarget": true, "macro": true, "testTarget": false, "plugin": false]
    guard let counted = kinds[kind] else { continue }
    let path = list.first { $0.label?.text == "path" }.flatMap { literal($0.expression) }
    let exclude =
      list.first { $0.label?.text == "exclude" }?.expression.as(ArrayExprSyntax.self)?.elements
      .compactMap { literal($0.expression) } ?? []
    let folder = path ?? (kind == "testTarget" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name
    targets.append((name, folder, exclude.map { folder + "/" + $0 }, counted))
  }
  let claimed = Set(targets.map(\.path))
  let folders =
    (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
  for folder in folders.sorted() where !claimed.contains("Sources/" + folder) {
    targets.append((folder, "Sources/" + folder, [], true))
  }
  return targets.filter(\.counted).map { target in
    let base = root.appendingPathComponent(target.path)
    let enumerator = FileManager.default.enumerator(atPath: base.path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let path = target.path + "/" + relative
      if relative.hasSuffix(".swift"), !target.exclude.contains(where: { path.hasPrefix($0) }) {
        files.append(root.appendingPathComponent(path).path)
      }
    }
    return Module(name: target.name, files: files.sorted())
  }
}

/// The text of a string literal without interpolation.
func literal(_ expression: ExprSyntax) -> String? {
  expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
}

let arguments = CommandLine.arguments.dropFirst()
guard let rootPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: coupling-resolver PACKAGE [--edges]\n".utf8))
  exit(1)
}
let explain = arguments.dropFirst().first
let packageModules = try modules(of: URL(fileURLWithPath: rootPath))

// Pass 1: declarations, imports and re-exports.
var index = DeclarationIndex()
index.moduleNames = Set(packageModules.map(\.name))
var parsed: [(module: String, tree: SourceFileSyntax, imports: [String])] = []
for module in packageModules {
  for file in module.files {
    let tree = Parser.parse(source: try String(contentsOfFile: file, encoding: .utf8))
    let collector = DeclarationCollector(moduleNames: index.moduleNames)
    collector.walk(tree)
    for name in collector.declared { index.declaring[name, default: []].insert(module.name) }
    index.reexports[module.name, default: []].formUnion(collector.exported)
    parsed.append((module.name, tree, collector.imports))
  }
}

// Pass 2: the nodes and their edges.
var nodes: Set<Node> = []
var types: Set<Node> = []
var edges: [Node: Set<Node>] = [:]
var counts = (resolved: 0, external: 0, ambiguous: 0)
for file in parsed {
  let collector = ReferenceCollector(index: index, module: file.module, imports: file.imports)
  collector.walk(file.tree)
  nodes.formUnion(collector.nodes)
  types.formUnion(collector.types)
  edges.merge(collector.edges) { $0.union($1) }
  counts.resolved += collector.counts.resolved
  counts.external += collector.counts.external
  counts.ambiguous += collector.counts.ambiguous
}

var afferent: [String: [Node: Set<Node>]] = [:]
var efferent: [String: [Node: Set<Node>]] = [:]
for (from, targets) in edges {
  for to in targets where to.module != from.module {
    afferent[to.module, default: [:]][from, default: []].insert(to)
    efferent[from.module, default: [:]][from, default: []].insert(to)
  }
}
print("# references: resolved \(counts.resolved), external \(counts.external), ambiguous \(counts.ambiguous)")
print("# module\ttypes\tCa\tCe")
for name in Set(nodes.map(\.module)).sorted() {
  let typeCount = types.filter { $0.module == name }.count
  print("\(name)\t\(typeCount)\t\(afferent[name, default: [:]].count)\t\(efferent[name, default: [:]].count)")
}
if explain == "--edges" {
  for (from, targets) in edges {
    for to in targets where to.module != from.module {
      print("edge\t\(from.module)\t\(from.name)\t\(to.module)\t\(to.name)")
    }
  }
}
