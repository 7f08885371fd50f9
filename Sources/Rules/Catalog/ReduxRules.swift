/// Redux: pure reducers, value-type state, views that only dispatch.
enum ReduxRules {
  static let all = [pureReducers, valueState, viewsDispatch]

  /// Types whose calls are I/O or concurrency: a reducer calls none of them.
  static let effectTypes: Set<String> = [
    "Task", "DispatchQueue", "URLSession", "FileManager", "FileHandle", "Process", "UserDefaults", "Date", "UUID",
  ]

  static let pureReducers = Rule(
    id: "redux.pure-reducers",
    summary: "Reducers are pure: no await, no I/O, no platform or backend calls, no mutation outside the state.",
    details:
      "Reducers (`…Reducer` functions, `reduce` of Reducer types) do not `await`, call effect types (`Task`, "
      + "`DispatchQueue`, `URLSession`, `FileManager`, `Date`, `UUID`, …), use the store, middleware or a backend, "
      + "or change anything but their `inout` state and locals.",
    triggering: .init(
      path: "LoginReducer.swift",
      source: """
        func loginReducer(_ state: inout LoginState, _ action: LoginAction) {
          state.lastChange = 1️⃣Date()
        }
        """),
    nonTriggering: .init(
      path: "LoginReducer.swift",
      source: """
        func loginReducer(_ state: inout LoginState, _ action: LoginAction) {
          switch action {
          case .typed(let username): state.username = username
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for function in file.functions where isReducer(function, context) {
        let name = "\(function.name) (Reducer)"
        for site in function.awaits {
          violations.append(context.violation("redux.pure-reducers", file, site, "\(name) awaits"))
        }
        for reference in file.references where reference.function == function.name && reference.owner == function.owner
        {
          let role = context.role(of: reference.name)
          if reference.isCall && effectTypes.contains(reference.name)
            || role == .middleware || role == .store || reference.name.hasSuffix("Backend")
          {
            violations.append(
              context.violation("redux.pure-reducers", file, reference.site, "\(name) uses \(reference.name)"))
          }
        }
        for mutation in file.mutations where mutation.function == function.name && mutation.owner == function.owner {
          let root = String(mutation.target.prefix { !".[?!".contains($0) })
          if !function.inoutParameters.contains(root) && !function.locals.contains(root) {
            violations.append(
              context.violation(
                "redux.pure-reducers", file, mutation.site, "\(name) changes \(mutation.target), outside its state"))
          }
        }
      }
    }
    return violations
  }

  /// A function named `…Reducer`, or a `reduce` method of a Reducer type.
  static func isReducer(_ function: FileFacts.Function, _ context: RuleContext) -> Bool {
    function.name.hasSuffix("Reducer") || function.name.hasSuffix("reducer")
      || (function.name == "reduce" && context.role(of: function.owner) == .reducer)
  }

  static let valueState = Rule(
    id: "redux.value-state", summary: "State types are value types (structs or enums).",
    triggering: .init(
      path: "AppState.swift",
      source: """
        final 1️⃣class AppState {
          var count = 0
        }
        """),
    nonTriggering: .init(
      path: "AppState.swift",
      source: """
        struct AppState {
          var count = 0
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for declaration in file.declarations
      where context.roles[declaration.name] == .state && !["struct", "enum"].contains(declaration.kind) {
        violations.append(
          context.violation(
            "redux.value-state", file, declaration.site,
            "\(declaration.name) is a \(declaration.kind); state must be a struct or an enum"))
      }
    }
    return violations
  }

  static let viewsDispatch = Rule(
    id: "redux.views-dispatch-only", summary: "Views never change state except by dispatching an action.",
    details: "Views never assign to the store's state; they dispatch.",
    triggering: .init(
      path: "CounterView.swift",
      source: """
        struct CounterView {
          let store: AppStore

          func increment() { 1️⃣store.state.count += 1 }
        }
        """),
    nonTriggering: .init(
      path: "CounterView.swift",
      source: """
        struct CounterView {
          let store: AppStore

          func increment() { store.dispatch(.increment) }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for mutation in file.mutations
      where [.view, .viewController].contains(context.role(of: mutation.owner))
        && (mutation.target.hasPrefix("store.") || mutation.target.hasPrefix("state.") || mutation.target == "state")
      {
        violations.append(
          context.violation(
            "redux.views-dispatch-only", file, mutation.site,
            "\(context.describe(mutation.owner)) changes \(mutation.target) instead of dispatching"))
      }
    }
    return violations
  }
}
