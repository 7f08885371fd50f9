import CodeMetrics
import Foundation
import Testing

/// The Redux family's dialects: ReactorKit and The Composable Architecture, each as its own
/// documentation and examples lay an app out, fingerprinted by name and told from Redux and MVC.
@Suite("Fingerprints of unidirectional apps")
struct UnidirectionalFingerprintTests {
  /// Scans `files` (relative path → source) as one app.
  static func scan(_ files: [String: String]) async throws -> ScanReport {
    let folder = try TemporaryFolder()
    for (path, source) in files { try folder.write(path, source) }
    let root = folder.path
    return try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: root, options: ScanOptions())
    }
  }

  /// ReactorKit's Counter example, cut down: the layout of `Examples/Counter/Counter/
  /// CounterViewReactor.swift` and `CounterViewController.swift` in ReactorKit/ReactorKit (a
  /// reactor with nested `Action`, `Mutation` and `State`, `mutate(action:)` and
  /// `reduce(state:mutation:)`; a storyboard view controller bound to it).
  static let reactorKitCounter = [
    "Counter/CounterViewReactor.swift": """
    import ReactorKit
    import RxSwift

    final class CounterViewReactor: Reactor {
      enum Action {
        case increase
        case decrease
      }

      enum Mutation {
        case increaseValue
        case decreaseValue
        case setLoading(Bool)
      }

      struct State {
        var value: Int
        var isLoading: Bool
      }

      let initialState = State(value: 0, isLoading: false)

      func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .increase:
          return Observable.concat([.just(.setLoading(true)), .just(.increaseValue), .just(.setLoading(false))])
        case .decrease:
          return Observable.concat([.just(.setLoading(true)), .just(.decreaseValue), .just(.setLoading(false))])
        }
      }

      func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .increaseValue: state.value += 1
        case .decreaseValue: state.value -= 1
        case .setLoading(let isLoading): state.isLoading = isLoading
        }
        return state
      }
    }

    """,
    "Counter/CounterViewController.swift": """
    import ReactorKit
    import RxCocoa
    import RxSwift
    import UIKit

    final class CounterViewController: UIViewController, StoryboardView {
      @IBOutlet var decreaseButton: UIButton!
      @IBOutlet var increaseButton: UIButton!
      @IBOutlet var valueLabel: UILabel!
      var disposeBag = DisposeBag()

      func bind(reactor: CounterViewReactor) {
        increaseButton.rx.tap.map { Reactor.Action.increase }.bind(to: reactor.action).disposed(by: disposeBag)
        decreaseButton.rx.tap.map { Reactor.Action.decrease }.bind(to: reactor.action).disposed(by: disposeBag)
        reactor.state.map { "\\($0.value)" }.bind(to: valueLabel.rx.text).disposed(by: disposeBag)
      }
    }

    """,
    "Counter/AppDelegate.swift": """
    import UIKit

    @UIApplicationMain
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
    }

    """,
  ]

  /// The Composable Architecture's Counter case study and Todos example, cut down: the layout
  /// of `Examples/CaseStudies/SwiftUICaseStudies/01-GettingStarted-Counter.swift` and
  /// `Examples/Todos/Todos/{Todos,Todo,TodosApp}.swift` in pointfreeco/swift-composable-architecture
  /// (each feature a `@Reducer` struct with an `@ObservableState struct State`, an `enum Action`
  /// and `var body: some ReducerOf<Self>`; each view holding a `StoreOf<Feature>`).
  static let composableArchitectureApp = [
    "CaseStudies/Counter.swift": """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable {
        var count = 0
      }

      enum Action {
        case decrementButtonTapped
        case incrementButtonTapped
      }

      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .decrementButtonTapped:
            state.count -= 1
            return .none
          case .incrementButtonTapped:
            state.count += 1
            return .none
          }
        }
      }
    }

    struct CounterView: View {
      let store: StoreOf<Counter>

      var body: some View {
        HStack {
          Button { store.send(.decrementButtonTapped) } label: { Image(systemName: "minus") }
          Text("\\(store.count)").monospacedDigit()
          Button { store.send(.incrementButtonTapped) } label: { Image(systemName: "plus") }
        }
      }
    }

    """,
    "Todos/Todo.swift": """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Todo {
      @ObservableState
      struct State: Equatable, Identifiable {
        var description = ""
        let id: UUID
        var isComplete = false
      }

      enum Action: BindableAction, Sendable {
        case binding(BindingAction<State>)
      }

      var body: some Reducer<State, Action> {
        BindingReducer()
      }
    }

    struct TodoView: View {
      @Bindable var store: StoreOf<Todo>

      var body: some View {
        HStack {
          Button { store.isComplete.toggle() } label: {
            Image(systemName: store.isComplete ? "checkmark.square" : "square")
          }
          TextField("Untitled Todo", text: $store.description)
        }
      }
    }

    """,
    "Todos/Todos.swift": """
    import ComposableArchitecture
    import SwiftUI

    enum Filter: LocalizedStringKey, CaseIterable, Hashable {
      case all = "All"
      case active = "Active"
      case completed = "Completed"
    }

    @Reducer
    struct Todos {
      @ObservableState
      struct State: Equatable {
        var filter: Filter = .all
        var todos: IdentifiedArrayOf<Todo.State> = []
      }

      enum Action: BindableAction, Sendable {
        case addTodoButtonTapped
        case binding(BindingAction<State>)
        case clearCompletedButtonTapped
        case todos(IdentifiedActionOf<Todo>)
      }

      @Dependency(\\.uuid) var uuid

      var body: some Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .addTodoButtonTapped:
            state.todos.insert(Todo.State(id: uuid()), at: 0)
            return .none
          case .binding:
            return .none
          case .clearCompletedButtonTapped:
            state.todos.removeAll(where: \\.isComplete)
            return .none
          case .todos:
            return .none
          }
        }
        .forEach(\\.todos, action: \\.todos) {
          Todo()
        }
      }
    }

    struct AppView: View {
      @Bindable var store: StoreOf<Todos>

      var body: some View {
        List {
          ForEach(store.scope(state: \\.todos, action: \\.todos)) { store in
            TodoView(store: store)
          }
        }
      }
    }

    """,
    "Todos/TodosApp.swift": """
    import ComposableArchitecture
    import SwiftUI

    @main
    struct TodosApp: App {
      static let store = Store(initialState: Todos.State()) {
        Todos()
      }

      var body: some Scene {
        WindowGroup {
          AppView(store: Self.store)
        }
      }
    }

    """,
  ]

  @Test func aReactorIsNamedForIt() {
    #expect(RoleConventions.role(forTypeNamed: "CounterViewReactor") == .reactor)
    #expect(RoleConventions.role(forTypeNamed: "CounterViewReactor.Action") == .action)
    #expect(RoleConventions.role(forFolder: "Reactors") == .reactor)
  }

  // ReactorKit's README: a reactor turns a view's Actions into Mutations and reduces them into
  // its State, the unidirectional flow of the Flux/Redux family; it was read as "MVC-like".
  @Test func reactorKitsCounterIsReactorKitLike() async throws {
    let report = try await Self.scan(Self.reactorKitCounter)
    #expect(report.fingerprint.summary == "ReactorKit-like: 1 Reactor, 1 Action, 1 State, 1 ViewController")
    let reactor = try #require(report.files.first { $0.path.hasSuffix("CounterViewReactor.swift") })
    #expect(reactor.role == .reactor)
    #expect(reactor.types.map(\.role) == [.reactor, .action, .other, .state])
  }

  // TCA's documentation: a feature is a `@Reducer` type with its State, Action and body, and a
  // view holds a `StoreOf<Feature>`; it was read as "unclear".
  @Test func theComposableArchitecturesExamplesAreTCALike() async throws {
    let report = try await Self.scan(Self.composableArchitectureApp)
    #expect(report.fingerprint.summary == "TCA-like: 3 Features, 3 States, 3 Actions, 3 Views")
    let todos = try #require(report.files.first { $0.path.hasSuffix("Todos/Todos.swift") })
    #expect(todos.role == .feature)
    #expect(todos.types.map(\.role) == [.other, .feature, .state, .action, .view])
  }

  // TCA apps name a feature `AppReducer` as often as `AppFeature`: the shape decides, not Redux's name.
  @Test func aFeatureNamedLikeAReducerIsStillAFeature() async throws {
    var app = Self.composableArchitectureApp
    app["CaseStudies/Counter.swift"] = app["CaseStudies/Counter.swift"]!
      .replacingOccurrences(of: "struct Counter {", with: "struct CounterReducer {")
      .replacingOccurrences(of: "StoreOf<Counter>", with: "StoreOf<CounterReducer>")
    let report = try await Self.scan(app)
    #expect(report.fingerprint.architecture == "TCA-like")
    let counter = try #require(report.files.first { $0.path.hasSuffix("Counter.swift") })
    #expect(counter.types.first?.role == .feature)
  }

  // Not TCA without TCA: the same shape in a file that does not import ComposableArchitecture
  // is a view's own state and actions (an MVVM view's, here), no feature.
  @Test func aStateAndActionWithoutTheImportAreNoFeature() async throws {
    var app: [String: String] = [:]
    for (path, source) in Self.composableArchitectureApp {
      app[path] = source.replacingOccurrences(of: "import ComposableArchitecture\n", with: "")
    }
    let report = try await Self.scan(app)
    #expect(report.files.flatMap(\.types).allSatisfy { $0.role != .feature })
    #expect(report.fingerprint.architecture != "TCA-like")
  }

  // Not ReactorKit, not TCA: an MVC app with a `…Store` and a class that happens to be named
  // `…Reactor`, with no actions or state of its own.
  @Test func anMVCAppWithAStoreAndAReactorIsStillMVC() async throws {
    let report = try await Self.scan([
      "App/LoginViewController.swift": "import UIKit\nfinal class LoginViewController: UIViewController {}\n",
      "App/TasksViewController.swift": "import UIKit\nfinal class TasksViewController: UIViewController {}\n",
      "App/TaskStore.swift": "final class TaskStore { var tasks: [String] = [] }\n",
      "App/ChainReactor.swift": "final class ChainReactor { func react() {} }\n",
    ])
    #expect(report.fingerprint.architecture == "MVC-like", "\(report.fingerprint.summary)")
  }

  // And Redux itself stays Redux: reducers, actions and state with neither reactors nor features.
  @Test func reduxStaysRedux() async throws {
    let report = try await Self.scan([
      "App/AppState.swift": "struct AppState { var count = 0 }\n",
      "App/AppAction.swift": "enum AppAction { case increment }\n",
      "App/AppReducer.swift": "func appReducer(_ state: inout AppState, _ action: AppAction) { state.count += 1 }\n",
      "App/AppStore.swift": "final class AppStore { var state = AppState() }\n",
      "App/CounterView.swift": "struct CounterView { let store: AppStore }\n",
    ])
    #expect(report.fingerprint.architecture == "Redux-like", "\(report.fingerprint.summary)")
  }
}
