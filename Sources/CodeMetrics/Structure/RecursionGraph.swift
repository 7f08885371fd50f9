import SwiftSyntax

/// The calls among one file's functions that a syntax walk can resolve, and the functions that
/// take part in a recursion cycle, direct or indirect: the white paper's "+1 for each method in
/// a recursion cycle" (see `STRUCTURE.md`, Recursion).
///
/// A call is resolved by its base name and argument labels against the parameters of the
/// functions in scope (defaulted parameters may be left out, a variadic one takes several
/// arguments, a trailing closure takes the next parameter of function type): an unqualified
/// call looks in the functions nested in the caller and in those around it, then in the
/// caller's type (with its extensions in the file), then at the top level of the file; a call
/// on `self` or `Self` looks in the caller's type only. Types are not checked, so overloads
/// that differ only by types are all called.
///
/// ```swift
/// // func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }
/// var graph = RecursionGraph()
/// let fact = graph.enter(name: "fact", parameters: signature.parameterClause.parameters, type: nil, parent: nil)
/// graph.record(call, from: fact)  // the call `fact(n - 1)`
/// graph.recursive()               // [true]
/// ```
struct RecursionGraph {
  /// A parameter as a call sees it: its argument label, and whether a call may leave it out.
  struct Parameter {
    var label: String
    var hasDefault: Bool
    var isVariadic: Bool
    var takesFunction: Bool
  }

  private struct Function {
    var name: String
    var parameters: FunctionParameterListSyntax
    /// The scope it is declared in: a function (`parent`), a type, or the file.
    var scope: Scope
    var parent: Int?
    var callable: Bool
  }

  private enum Scope: Hashable {
    case function(Int)
    case type(String)
    case file
  }

  private var functions: [Function] = []
  /// The calls as walked; read once the file's functions are all known, as most calls are to
  /// functions of other files.
  private var calls: [(caller: Int, call: FunctionCallExprSyntax)] = []

  /// Adds a function declared in `type` (or at the top level), or nested in function
  /// `parent`, and returns its index. An initializer (`callable` false) only calls: a
  /// `self.init(…)` that fits its own labels delegates to an overload, since one that called
  /// itself would never end.
  mutating func enter(
    name: String, parameters: FunctionParameterListSyntax, type: String?, parent: Int?, callable: Bool = true
  ) -> Int {
    let scope: Scope = parent.map { .function($0) } ?? type.map { .type($0) } ?? .file
    functions.append(Function(name: name, parameters: parameters, scope: scope, parent: parent, callable: callable))
    return functions.count - 1
  }

  /// The function `function` is nested in, if any.
  func parent(of function: Int) -> Int? { functions[function].parent }

  /// Notes `call` made in function `caller` (in its body, or in a closure in it).
  mutating func record(_ call: FunctionCallExprSyntax, from caller: Int) {
    calls.append((caller, call))
  }

  /// The name a call calls, when it is unqualified or made on `self` or `Self`; other calls
  /// cannot be resolved without types.
  private static func callee(of call: FunctionCallExprSyntax) -> (name: String, onSelf: Bool)? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, false)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self)
    else { return nil }
    return (member.declName.baseName.text, true)
  }

  /// Each argument's label, `_` for none; `nil` for an unlabelled trailing closure.
  private static func labels(of call: FunctionCallExprSyntax) -> [String?] {
    var labels: [String?] = call.arguments.map { $0.label?.text ?? "_" }
    if call.trailingClosure != nil { labels.append(nil) }
    labels += call.additionalTrailingClosures.map { $0.label.text }
    return labels
  }

  /// Per function, in the order entered: whether it is in a recursion cycle.
  func recursive() -> [Bool] {
    guard !calls.isEmpty else { return [Bool](repeating: false, count: functions.count) }
    var byScope: [Scope: [Int]] = [:]
    for (index, function) in functions.enumerated() where function.callable {
      byScope[function.scope, default: []].append(index)
    }
    let names = Set(functions.lazy.filter(\.callable).map(\.name))
    var parameters: [Int: [Parameter]] = [:]
    func parametersOf(_ function: Int) -> [Parameter] {
      if let known = parameters[function] { return known }
      let read = functions[function].parameters.map { parameter in
        Parameter(
          label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
          isVariadic: parameter.ellipsis != nil, takesFunction: Self.isFunctionType(parameter.type))
      }
      parameters[function] = read
      return read
    }
    var edges = [[Int]](repeating: [], count: functions.count)
    for (caller, call) in calls {
      guard let (name, onSelf) = Self.callee(of: call), names.contains(name) else { continue }
      let labels = Self.labels(of: call)
      for scope in scopes(of: caller, onSelf: onSelf) {
        let targets = (byScope[scope] ?? []).filter {
          functions[$0].name == name && Self.accepts(parametersOf($0), labels)
        }
        guard !targets.isEmpty else { continue }
        // A call that fits the caller itself is direct recursion, overloads or not (as SonarSource's
        // C# analyzer reads it); one that fits several others is ambiguous without types (the
        // hundreds of `visit(_:)` of a visitor) and is no edge.
        if targets.contains(caller) {
          edges[caller].append(caller)
        } else if targets.count == 1 {
          edges[caller] += targets
        }
        break
      }
    }
    return Self.inCycle(edges)
  }

  /// Where a call from `caller` looks, nearest first.
  private func scopes(of caller: Int, onSelf: Bool) -> [Scope] {
    var outermost = caller
    var scopes: [Scope] = []
    var current: Int? = caller
    while let function = current {
      scopes.append(.function(function))
      outermost = function
      current = functions[function].parent
    }
    let typeScope = functions[outermost].scope
    if onSelf { return typeScope == .file ? [] : [typeScope] }
    return typeScope == .file ? scopes + [.file] : scopes + [typeScope, .file]
  }

  /// `(Int) -> Void`, also `@escaping`, optional or in parentheses: what a trailing closure can be.
  private static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isFunctionType(unwrapped.wrappedType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isFunctionType(only.type)
    }
    return false
  }

  /// Whether a call with these argument labels can call a function with these parameters.
  static func accepts(_ parameters: [Parameter], _ labels: [String?]) -> Bool {
    var next = 0
    var variadic = false
    for label in labels {
      // More unlabelled arguments of a variadic parameter.
      if variadic, label == "_" { continue }
      variadic = false
      while next < parameters.count {
        let parameter = parameters[next]
        let fits = label.map { $0 == parameter.label } ?? parameter.takesFunction
        if fits { break }
        guard parameter.hasDefault || parameter.isVariadic else { return false }
        next += 1
      }
      guard next < parameters.count else { return false }
      variadic = parameters[next].isVariadic
      next += 1
    }
    return parameters[next...].allSatisfy { $0.hasDefault || $0.isVariadic }
  }

  /// Per node, whether it is in a cycle of `edges`: in a strongly connected component of more
  /// than one node, or calling itself (Tarjan's algorithm, without recursion).
  static func inCycle(_ edges: [[Int]]) -> [Bool] {
    let count = edges.count
    var index = [Int](repeating: -1, count: count)
    var low = index
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var result = [Bool](repeating: false, count: count)
    var nextIndex = 0
    for root in 0..<count where index[root] < 0 {
      var work: [(node: Int, edge: Int)] = []
      func open(_ node: Int) {
        index[node] = nextIndex
        low[node] = nextIndex
        nextIndex += 1
        stack.append(node)
        onStack[node] = true
        work.append((node, 0))
      }
      open(root)
      while let top = work.last {
        let (node, edge) = top
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let target = edges[node][edge]
          if index[target] < 0 {
            open(target)
          } else if onStack[target] {
            low[node] = min(low[node], index[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == index[node] else { continue }
        var members: [Int] = []
        repeat {
          let member = stack.removeLast()
          onStack[member] = false
          members.append(member)
        } while members.last != node
        if members.count > 1 || edges[node].contains(node) {
          for member in members { result[member] = true }
        }
      }
    }
    return result
  }
}
