import Foundation
import Testing

@testable import CodeMetrics

/// LCOM4, each type's value hand-counted from its graph; the rules are in `STRUCTURE.md`.
@Suite("Cohesion (LCOM4)")
struct CohesionTests {
  private func lcom4(_ source: String) -> [String: Int?] {
    let types = FileStructure(parsing: Array(source.utf8)).types.filter { $0.kind != .extension }
    return Dictionary(types.map { ($0.name, $0.lcom4) }) { first, _ in first }
  }

  // The worked example of `STRUCTURE.md`: {add, visible, tasks, filter}, {note, clearLog, log}, {version}.
  static let taskStore = """
    final class TaskStore {
      var tasks: [String] = []
      var filter = ""
      var log: [String] = []
      func add(_ task: String) { tasks.append(task) }
      func visible() -> [String] { tasks.filter { $0.contains(filter) } }
      func note(_ line: String) { log.append(line) }
      func clearLog() { self.log.removeAll() }
      func version() -> Int { 3 }
    }
    """

  @Test func countsConnectedGroups() {
    #expect(lcom4(Self.taskStore) == ["TaskStore": 3])
  }

  @Test func aCallJoinsTwoGroups() {
    let joined = Self.taskStore.replacingOccurrences(
      of: "{ tasks.append(task) }", with: "{ tasks.append(task); note(\"add\") }")
    #expect(lcom4(joined) == ["TaskStore": 2])
  }

  @Test func aParameterOrLocalShadowingAMemberIsNoUse() {
    let source = """
      struct Profile {
        var name = ""
        var email = ""
        func greeting(name: String) -> String { "Hi " + name }
        func rename() { let email = "x"; print(email) }
        func each(_ names: [String]) { names.forEach { name in print(name) } }
        func label() -> String { name }
        func contact() -> String { self.email }
      }
      """
    // greeting, rename and each use locals only: {greeting}, {rename}, {each}, {label, name}, {contact, email}.
    #expect(lcom4(source) == ["Profile": 5])
    let explicit = source.replacingOccurrences(of: "\"Hi \" + name", with: "name + self.name")
    #expect(lcom4(explicit) == ["Profile": 4])
  }

  @Test func sameFileExtensionsCountAndInitializersDoNot() {
    let source = """
      final class Session {
        var token: String?
        var user = ""
        init(token: String?, user: String) {
          self.token = token
          self.user = user
        }
      }
      extension Session {
        var isLoggedIn: Bool { token != nil }
        func logout() { token = nil }
        func greeting() -> String { "Hi \\(user)" }
      }
      """
    // {isLoggedIn, logout, token}, {greeting, user}; the initializer would join them into one.
    #expect(lcom4(source) == ["Session": 2])
  }

  @Test func undefinedWithoutMethods() {
    let source = """
      struct Point { var x = 0; var y = 0 }
      struct Util { static func make() -> Int { 0 } }
      enum Mode { case on, off; func flipped() -> Mode { self == .on ? .off : .on } }
      protocol Loading { func load() }
      """
    #expect(lcom4(source) == ["Point": nil, "Util": nil, "Mode": nil, "Loading": nil])
  }

  @Test func unwrappingAMemberUsesIt() {
    let source = """
      actor Cache {
        var value: Int?
        var hits = 0
        func read() -> Int {
          if let value { return value }
          return 0
        }
        func reset() { value = nil }
        func touch() { hits += 1 }
      }
      """
    #expect(lcom4(source) == ["Cache": 2])
  }

  // Hitz and Montazeri (1995), LCOM4: two methods are joined when both use one field. In each
  // type below `a` reads the property `d` (Swift reads it before the local `d` exists) and `b`
  // writes it, so {a, b, d} is one group: LCOM4 1.
  @Test(arguments: [
    "guard let d = d else { return }; print(d)",
    "if let d = d { print(d) }",
    "if let d { print(d) }",
    "guard let d else { return }; print(d)",
    "while let d = d { print(d); break }",
    "if case let d? = d { print(d) }",
    "if case .some(let d) = d { print(d) }",
    "guard case let d? = d else { return }; print(d)",
    "if let e = Optional(1), let d = d { print(d, e) }",
    "let work = { [d] in print(d as Any) }; work()",
    "let work = { [d = d] in print(d as Any) }; work()",
    "switch d { case let d?: print(d); case nil: break }",
    "for d in [d] { print(d as Any) }",
  ])
  func theUnwrapIdiomReadsTheProperty(body: String) {
    let source = "final class L { var d: Int?; func a() { \(body) }; func b() { d = 1 } }"
    #expect(lcom4(source) == ["L": 1], "\(body)")
  }

  // A local is in scope from its declaration to the end of its block, a binding of `if`, `for`
  // or `case` in their bodies only, a `guard`'s after the `guard`: a read of `d` outside those
  // is the property's, inside them the local's.
  @Test func aLocalShadowsOnlyWhereItIsInScope() {
    let source = """
      final class L {
        var d: Int?
        var e: Int?
        func afterTheLoop() { for d in [1] { print(d) }; print(d as Any) }
        func afterTheIf() { if let d = e { print(d) }; print(d as Any) }
        func inTheElse() { if let d = e { print(d) } else { print(d as Any) } }
        func set() { d = 1 }
      }
      """
    // Each method reads the property `d` outside the binding's scope: {afterTheLoop, afterTheIf,
    // inTheElse, set, d, e}.
    #expect(lcom4(source) == ["L": 1])
  }

  // The other side of the rule: once a local `d` is in scope, `d` is the local, not the property.
  @Test func aLocalInScopeHidesTheProperty() {
    let source = """
      final class L {
        var d: Int?
        var e: Int?
        func guarded() { guard let d = e else { return }; print(d) }
        func bound() { if let d = e { print(d) } }
        func parameter(d: Int?) { guard let d = d else { return }; print(d) }
        func closure() { _ = [1].map { d in d + 1 } }
        func caught() { do { try check() } catch { print(error) } }
        func check() throws {}
        func setD() { d = 1 }
        func setE() { e = 1 }
      }
      """
    // guarded and bound read only `e`; parameter reads its parameter; closure its closure's;
    // caught calls check: {guarded, bound, setE, e}, {setD, d}, {parameter}, {closure},
    // {caught, check}.
    #expect(lcom4(source) == ["L": 5])
  }

  // `@W var name` declares `name`, its storage `_name` and its projection `$name`: a method
  // reading either uses the field `name` (Hitz and Montazeri's shared field).
  @Test func aWrappedPropertysStorageAndProjectionAreIt() {
    let source = """
      struct Form {
        @W var name = ""
        @W var mail = ""
        @IBOutlet var label: Int?
        var _label = 0
        func binding() -> Int { $name }
        func storage() -> Int { _mail.count }
        mutating func rename() { name = ""; mail = "" }
        func show() -> Int? { label }
        func raw() -> Int { _label }
      }
      """
    // {binding, storage, rename, name, mail}; `@IBOutlet` wraps nothing, so `_label` is a
    // property of its own: {show, label}, {raw, _label}.
    #expect(lcom4(source) == ["Form": 3])
    #expect(lcom4(source.replacingOccurrences(of: "$name", with: "self.$name")) == ["Form": 3])
  }

  @Test func nestedTypesKeepTheirOwnMembers() {
    let source = """
      struct Outer {
        var a = 0
        func f() { a += 1 }
        struct Inner {
          var b = 0
          func g() { b += 1 }
          func h() -> Int { a }
        }
      }
      """
    // Inner's `a` is no member of Inner: {g, b}, {h}.
    #expect(lcom4(source) == ["Outer": 1, "Outer.Inner": 2])
  }

  @Test func theScanJSONCarriesBothFigures() throws {
    let folder = try TemporaryFolder()
    try folder.write("Store.swift", Self.taskStore + "\nstruct Point { var x = 0 }\nfunc f(_ a: Bool) { if a {} }\n")
    let report = CodeScanner.scan(try SourceDiscovery.discover(root: folder.path), root: folder.path)
    let json = JSONRenderer.render(report)
    #expect(json.contains("\"lcom4\" : 3"))
    #expect(json.components(separatedBy: "\"lcom4\"").count == 2)
    #expect(json.contains("\"cognitiveComplexity\" : 1"))
  }
}
