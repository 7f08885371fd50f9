/// MVVM and MVVM-C: view models are free of views; in MVVM-C only coordinators navigate.
enum MVVMRules {
  static let all = [viewModelNoView]
  static let coordinators = [onlyCoordinatorsNavigate]

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
}
