/// MVVM on UIKit: view controllers bind to view models, never the other way round; view models decide about
/// data, and each backend call is a stream.
enum MVVMUIKitRules {
  static let all = [viewModelNoUI, viewNoModelModule, viewModelNoTask]

  static let viewModelNoUI = Rule(
    id: "mvvm-uikit.view-model-no-ui",
    summary: "View models import no UI module and reference no view or view controller; view controllers bind to them.",
    triggering: .init(
      path: "LoginViewModel.swift",
      source: """
        1️⃣import UIKit

        final class LoginViewModel {}
        """),
    nonTriggering: .init(
      path: "LoginViewModel.swift",
      source: """
        import OpenCombine

        final class LoginViewModel {
          let username = CurrentValueSubject<String, Never>("")
        }
        """)
  ) { context in
    context.references(from: [.viewModel], to: [.view, .viewController], rule: "mvvm-uikit.view-model-no-ui")
      + context.platformImports(inFilesOf: [.viewModel], rule: "mvvm-uikit.view-model-no-ui")
  }

  static let viewNoModelModule = Rule(
    id: "mvvm-uikit.view-no-model-module",
    summary: "Views and view controllers import no model or backend module; they send raw input and show outputs.",
    details:
      "A file that declares a view or a view controller imports none of the configuration's backend modules "
      + "(`ServiceKit` for the samples). A view that needs the model's module builds or reads model values itself "
      + "(a `Photo` from a picked photo, a `CompletionType` from a segment's index): that is the view model's "
      + "work, which its tests cannot reach in a view.",
    triggering: .init(
      path: "Report/ReportViewController.swift",
      source: """
        import HeadlessUIKit
        1️⃣import ServiceKit

        final class ReportViewController: ViewController {}
        """),
    nonTriggering: .init(
      path: "Report/ReportViewController.swift",
      source: """
        import HeadlessUIKit
        import OpenCombine

        final class ReportViewController: ViewController {}
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      guard let view = file.declarations.first(where: { [.view, .viewController].contains(context.role(of: $0.name)) })
      else { continue }
      for item in file.imports where context.configuration.backendModules.contains(item.module) {
        violations.append(
          context.violation(
            "mvvm-uikit.view-no-model-module", file, item.site,
            "the file of \(context.describe(view.name)) imports \(item.module)"))
      }
    }
    return violations
  }

  static let viewModelNoTask = Rule(
    id: "mvvm-uikit.view-model-no-task",
    summary:
      "View models start no Task in a method or a closure: a backend call is a publisher an input maps to.",
    details:
      "A `Task { … }`, `Task(…)` or `Task.detached` (with or without generic arguments) made in a method of a "
      + "view model, or in a closure anywhere in it (`loadRequested.sink { _ in Task { … } }` in `init`), is a "
      + "request an input started outside the streams, which nothing cancels or orders: model it as a publisher "
      + "of the call (`Future { try await … }`) that the input maps to, with `switchToLatest()` so that the "
      + "latest request wins. A task made directly in `init` (or in a property's initial value) whose value is "
      + "kept (`let updates = Task { … }` then held as a cancellable, or assigned to a property) lives as long "
      + "as the view model and is not read; nor are `Task.sleep`, `Task.yield` and `Task.isCancelled`.",
    triggering: .init(
      path: "Tasks/EventListViewModel.swift",
      source: """
        final class EventListViewModel {
          @Published private(set) var events: [ServiceEvent] = []

          private func load() {
            1️⃣Task { events = try await backend.events() }
          }
        }
        """),
    nonTriggering: .init(
      path: "Tasks/EventListViewModel.swift",
      source: """
        final class EventListViewModel {
          let loadRequested = PassthroughSubject<Void, Never>()
          @Published private(set) var events: [ServiceEvent] = []

          init(backend: any Backend) {
            loadRequested
              .map { Future { try await backend.events() }.replaceError(with: []) }
              .switchToLatest()
              .assign(to: &$events)
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for task in file.tasks where context.role(of: task.owner) == .viewModel {
        // A task made in init (or a property's initial value) and kept lives as long as the view model.
        let livesWithTheViewModel = (task.function == "init" || task.function == nil) && !task.isInClosure
        guard !(livesWithTheViewModel && task.isStored) else { continue }
        let place = task.function ?? "a property's initial value"
        violations.append(
          context.violation(
            "mvvm-uikit.view-model-no-task", file, task.site,
            "\(context.describe(task.owner)) starts a Task in \(task.isInClosure ? "a closure in " : "")\(place)"))
      }
    }
    return violations
  }
}
