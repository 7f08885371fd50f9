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
    summary: "View models start no Task in a method: a backend call is a publisher an input maps to.",
    details:
      "A `Task { … }`, `Task(…)` or `Task.detached` made in a method of a view model is a request an input "
      + "started outside the streams, which nothing cancels or orders: model it as a publisher of the call "
      + "(`Future { try await … }`) that the input maps to, with `switchToLatest()` so that the latest request "
      + "wins. A task made in `init`, which lives as long as the view model (held as a cancellable), is not read; "
      + "nor are `Task.sleep`, `Task.yield` and `Task.isCancelled`.",
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
      // `Task.sleep(…)` is a call through the type too; the method call at the member's place tells them apart.
      let members = Dictionary(
        file.methodCalls.filter { $0.base == "Task" }.map { ("\($0.site.line):\($0.site.column)", $0.name) },
        uniquingKeysWith: { first, _ in first })
      for reference in file.references
      where reference.name == "Task" && reference.isCall && reference.function != nil
        && context.role(of: reference.owner) == .viewModel
      {
        let member = members["\(reference.site.line):\(reference.site.column + 5)"]
        guard member == nil || member == "detached" || member == "init" else { continue }
        violations.append(
          context.violation(
            "mvvm-uikit.view-model-no-task", file, reference.site,
            "\(context.describe(reference.owner)) starts a Task in \(reference.function ?? "")"))
      }
    }
    return violations
  }
}
