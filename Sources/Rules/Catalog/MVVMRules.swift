/// MVVM and MVVM-C: view models are free of views; in MVVM-C only coordinators navigate, make
/// view models and keep them, and only views make views.
enum MVVMRules {
  static let all = [viewModelNoView]
  static let coordinators = [onlyCoordinatorsNavigate, viewsMakeNoViewModels, coordinatorsMakeNoViews]

  static let viewModelNoView = Rule(
    id: "mvvm.view-model-no-view",
    summary: "View models reference no view types and do not import the UI platform.",
    triggering: .init(
      path: "LoginViewModel.swift",
      source: """
        final class LoginViewModel {
          func render(into view: 1️⃣LoginView) {}
        }
        """),
    nonTriggering: .init(
      path: "LoginViewModel.swift",
      source: """
        import Observation

        @Observable final class LoginViewModel {
          var username = ""
        }
        """)
  ) { context in
    context.references(from: [.viewModel], to: [.view, .viewController], rule: "mvvm.view-model-no-view")
      + context.platformImports(inFilesOf: [.viewModel], rule: "mvvm.view-model-no-view")
  }

  static let onlyCoordinatorsNavigate = Rule(
    id: "mvvmc.only-coordinators-navigate",
    summary: "Only coordinators change navigation (a path or route); view models never name a route.",
    triggering: .init(
      path: "ListViewModel.swift",
      source: """
        final class ListViewModel {
          var path: [Int] = []

          func select(_ id: Int) { 1️⃣path.append(id) }
        }
        """),
    nonTriggering: .init(
      path: "ListViewModel.swift",
      source: """
        final class ListViewModel {
          var onSelect: (Int) -> Void = { _ in }

          func select(_ id: Int) { onSelect(id) }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for mutation in file.mutations where context.role(of: mutation.owner) != .coordinator {
        let last = mutation.target.split(separator: ".").last.map(String.init) ?? mutation.target
        guard last == "path" || last.lowercased().hasSuffix("route") else { continue }
        violations.append(
          context.violation(
            "mvvmc.only-coordinators-navigate", file, mutation.site,
            "\(context.describe(mutation.owner)) changes navigation state \(mutation.target)"))
      }
      for reference in file.references
      where context.role(of: reference.owner) == .viewModel && reference.name.hasSuffix("Route") {
        violations.append(
          context.violation(
            "mvvmc.only-coordinators-navigate", file, reference.site,
            "\(context.describe(reference.owner)) names the route \(reference.name)"))
      }
    }
    return violations
  }

  static let viewsMakeNoViewModels = Rule(
    id: "mvvmc.views-make-no-view-models",
    summary:
      "Views make no screen view models: coordinators make each screen's view model and keep it for the screen's life.",
    details: """
      No `…View` type calls a screen's view model type (`LoginViewModel(…)`, `LoginViewModel.make(…)`) \
      or a method named `make…ViewModel`. A screen's view model is a `…ViewModel` type that a file \
      declaring a coordinator names: the coordinator holds it, makes it, routes to it, or declares the \
      factory that makes it (Clean's `…FlowCoordinatorDependencies`). A per-row view model that a list \
      makes for each item (`EventRowViewModel($0)` in a `ForEach`) is not a screen's and is not read. \
      A view that makes its screen's view model in `body` makes one at every render, and leaves the \
      screen's lifetime to `@State`, which keeps the first and drops the others.
      """,
    triggering: .init(
      path: "AppCoordinatorView.swift",
      source: """
        struct AppCoordinatorView: View {
          let coordinator: AppCoordinator

          var body: some View {
            LoginView(viewModel: coordinator.1️⃣makeLoginViewModel())
          }
        }
        """),
    nonTriggering: .init(
      path: "AppCoordinatorView.swift",
      source: """
        struct AppCoordinatorView: View {
          let coordinator: AppCoordinator

          var body: some View {
            if let login = coordinator.login {
              LoginView(viewModel: login)
            }
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    let screens = context.screenViewModels
    for file in context.files {
      for reference in file.references
      where reference.isCall && context.role(of: reference.owner) == .view && screens.contains(reference.name) {
        violations.append(
          context.violation(
            "mvvmc.views-make-no-view-models", file, reference.site,
            "\(context.describe(reference.owner)) makes the view model \(reference.name)"))
      }
      for call in file.methodCalls
      where context.role(of: call.owner) == .view && call.name.hasPrefix("make") && call.name.hasSuffix("ViewModel") {
        violations.append(
          context.violation(
            "mvvmc.views-make-no-view-models", file, call.site,
            "\(context.describe(call.owner)) makes a view model with \(call.name)()"))
      }
    }
    return violations
  }

  static let coordinatorsMakeNoViews = Rule(
    id: "mvvmc.coordinators-make-no-views",
    summary:
      "Coordinators hold state and make no views (the sample's SwiftUI form); their coordinator views build screens.",
    details: """
      Khanlou's coordinators make and push view controllers. SwiftUI has no navigation controller to push \
      into and makes a view as a value in a `body`, so the sample adapts the pattern (Samples/MVVMC/README.md, \
      "The coordinator pattern in SwiftUI"): a coordinator holds its navigation state and its screens' view \
      models, and its coordinator view (`TasksCoordinatorView`, a view, which may) turns that state into \
      screens. Read here: no `…Coordinator` type references a `…View` or `…ViewController` type, and no file \
      that declares one imports the UI platform.
      """,
    triggering: .init(
      path: "MainCoordinator.swift",
      source: """
        final class MainCoordinator {
          let account = AccountViewModel()
          lazy var accountScreen = 1️⃣AccountView(viewModel: account)
        }
        """),
    nonTriggering: .init(
      path: "TasksCoordinator.swift",
      source: """
        import Observation

        @Observable final class TasksCoordinator {
          var path: [Int] = []
          private(set) var eventDetails: [Int: EventDetailViewModel] = [:]
        }
        """)
  ) { context in
    let rule = "mvvmc.coordinators-make-no-views"
    return context.platformImports(inFilesOf: [.coordinator], rule: rule)
      + context.references(from: [.coordinator], to: [.view, .viewController], rule: rule)
  }
}

extension RuleContext {
  /// The view model types of screens: the `…ViewModel` types named in a file that declares a
  /// coordinator, which holds, makes or routes to them or declares their factory.
  var screenViewModels: Set<String> {
    let coordinatorFiles = files.filter { file in file.declarations.contains { role(of: $0.name) == .coordinator } }
    return Set(coordinatorFiles.flatMap { $0.references.map(\.name) }.filter { role(of: $0) == .viewModel })
  }
}
