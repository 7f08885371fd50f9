/// Clean Architecture: dependencies point inwards; the domain is bound to no actor; presentation
/// reaches use cases through their input ports, and flows, not views, navigate.
enum CleanRules {
  static let all = [
    domainImportsNothingOuter, dataNoPresentation, domainNotMainActor, useCaseBehindProtocol, viewsDoNotNavigate,
  ]

  static let domainImportsNothingOuter = Rule(
    id: "clean.domain-imports-nothing-outer",
    summary: "Domain imports nothing from Data, Presentation, the UI platform or the backend.",
    triggering: .init(
      path: "Domain/LogInUseCase.swift",
      source: """
        1️⃣import CleanData

        struct LogInUseCase {}
        """),
    nonTriggering: .init(
      path: "Domain/LogInUseCase.swift",
      source: """
        import Foundation

        struct LogInUseCase {}
        """)
  ) { context in
    context.layerImports(
      from: "Domain", forbidding: ["Data", "Presentation"],
      modules: context.configuration.platformModules
        + context.configuration.backendModules, rule: "clean.domain-imports-nothing-outer")
  }

  static let dataNoPresentation = Rule(
    id: "clean.data-no-presentation", summary: "Data does not import Presentation.",
    triggering: .init(
      path: "Data/UserRepository.swift",
      source: """
        1️⃣import CleanPresentation

        struct UserRepository {}
        """),
    nonTriggering: .init(
      path: "Data/UserRepository.swift",
      source: """
        import CleanDomain
        import ServiceKit

        struct UserRepository {}
        """)
  ) { context in
    context.layerImports(from: "Data", forbidding: ["Presentation"], modules: [], rule: "clean.data-no-presentation")
  }

  static let domainNotMainActor = Rule(
    id: "clean.domain-not-main-actor",
    summary: "Domain code is not isolated to the main actor: it names no MainActor.",
    details: """
      Any use of `MainActor` in a Domain file: the attribute on a type, a function or a closure, \
      and `MainActor.run` or `MainActor.assumeIsolated`. Use cases and repository protocols run on \
      their caller's actor (`nonisolated(nonsending)`) or where an implementation puts them.
      """,
    triggering: .init(
      path: "Domain/LogInUseCase.swift",
      source: """
        @1️⃣MainActor
        public struct LogInUseCase {}
        """),
    nonTriggering: .init(
      path: "Domain/LogInUseCase.swift",
      source: """
        public protocol LogInUseCase: Sendable {
          nonisolated(nonsending) func execute() async throws
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files where context.layer(of: file.path) == "Domain" {
      for reference in file.references where reference.name == "MainActor" {
        violations.append(
          context.violation(
            "clean.domain-not-main-actor", file, reference.site,
            "\(context.describe(reference.owner)) is tied to the main actor"))
      }
    }
    return violations
  }

  static let useCaseBehindProtocol = Rule(
    id: "clean.use-case-behind-protocol",
    summary: "Presentation holds each use case through its protocol (input port) and makes none.",
    details: """
      In Presentation files: a stored property whose type is a use case declared as a struct, class, \
      enum or actor, and a call that makes such a use case. Only types the scanned code declares \
      are judged.
      """,
    triggering: .init(
      path: "Presentation/LoginViewModel.swift",
      source: """
        struct LogInUseCase {}

        final class LoginViewModel {
          let 1️⃣logInUseCase: LogInUseCase
        }
        """),
    nonTriggering: .init(
      path: "Presentation/LoginViewModel.swift",
      source: """
        protocol LogInUseCase {}

        final class LoginViewModel {
          let logInUseCase: any LogInUseCase
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files where context.layer(of: file.path) == "Presentation" {
      for property in file.storedProperties {
        guard let type = property.typeName, let kind = context.concreteUseCaseKind(of: type) else { continue }
        violations.append(
          context.violation(
            "clean.use-case-behind-protocol", file, property.site,
            "\(context.describe(property.owner)) holds the use case \(type), a \(kind), not a protocol"))
      }
      let made = file.references.filter { $0.isCall && context.concreteUseCaseKind(of: $0.name) != nil }
      for reference in made {
        violations.append(
          context.violation(
            "clean.use-case-behind-protocol", file, reference.site,
            "\(context.describe(reference.owner)) makes the use case \(reference.name)"))
      }
    }
    return violations
  }

  static let viewsDoNotNavigate = Rule(
    id: "clean.views-do-not-navigate",
    summary:
      "Views do not navigate (NavigationLink, navigationDestination, sheet, dismiss(), a factory of screens); flows do.",
    details: """
      In Presentation files, code of a type with the View role that names `NavigationLink`, calls \
      `navigationDestination(…)` or `sheet(…)`, calls `dismiss()` or `self.dismiss()`, or holds a stored \
      property of a builder type (a `…Factory`): a view model's actions ask its flow coordinator, which \
      pushes, presents and dismisses. A flow's own view is exempt: a type whose name ends in `FlowView`, \
      named after its `…FlowCoordinator` (`TasksFlowView`), binds the coordinator's path and sheet to a \
      `NavigationStack` and its modifiers, as an MVVM-C coordinator view does; that is the flow navigating.
      """,
    triggering: .init(
      path: "Presentation/ReportView.swift",
      source: """
        struct ReportView: View {
          @Environment(\\.dismiss) private var dismiss

          var body: some View {
            Button("Close") { 1️⃣dismiss() }
          }
        }
        """),
    nonTriggering: .init(
      path: "Presentation/ReportView.swift",
      source: """
        struct ReportView: View {
          let viewModel: ReportViewModel

          var body: some View {
            Button("Close") { viewModel.close() }
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files where context.layer(of: file.path) == "Presentation" {
      // A flow's view (`TasksFlowView`) is the flow coordinator's, and shows its navigation.
      let isView = { (owner: String?) in
        context.role(of: owner) == .view && owner?.hasSuffix("FlowView") == false
      }
      for reference in file.references where reference.name == "NavigationLink" && isView(reference.owner) {
        violations.append(
          context.violation(
            "clean.views-do-not-navigate", file, reference.site,
            "\(context.describe(reference.owner)) pushes a screen with NavigationLink"))
      }
      for call in file.methodCalls where isView(call.owner) {
        switch call.name {
        case "navigationDestination", "sheet":
          violations.append(
            context.violation(
              "clean.views-do-not-navigate", file, call.site,
              "\(context.describe(call.owner)) shows a screen with \(call.name)(…)"))
        case "dismiss" where call.base == nil || call.base == "self":
          violations.append(
            context.violation(
              "clean.views-do-not-navigate", file, call.site, "\(context.describe(call.owner)) dismisses itself"))
        default: continue
        }
      }
      for property in file.storedProperties where isView(property.owner) {
        guard let type = property.typeName, context.role(of: type) == .builder else { continue }
        violations.append(
          context.violation(
            "clean.views-do-not-navigate", file, property.site,
            "\(context.describe(property.owner)) holds \(type), making the screens it shows"))
      }
    }
    return violations
  }
}

extension RuleContext {
  /// `struct`, `class`, `enum` or `actor` when `name` is a use case the scanned code declares as one; `nil` for a
  /// protocol or a type it does not declare.
  func concreteUseCaseKind(of name: String) -> String? {
    guard role(of: name) == .useCase, let kind = kinds[name], kind != "protocol" else { return nil }
    return kind
  }

  /// Imports in `layer`'s files of another layer's module (a module whose name ends in
  /// the layer's name, e.g. `CleanData`) or of one of `modules`.
  func layerImports(from layer: String, forbidding layers: [String], modules: [String], rule: String) -> [Violation] {
    var violations: [Violation] = []
    for file in files where self.layer(of: file.path) == layer {
      for item in file.imports {
        if let outer = layers.first(where: { item.module.hasSuffix($0) }) {
          violations.append(violation(rule, file, item.site, "\(layer) imports \(item.module), of the \(outer) layer"))
        } else if modules.contains(item.module) {
          violations.append(violation(rule, file, item.site, "\(layer) imports \(item.module)"))
        }
      }
    }
    return violations
  }
}
