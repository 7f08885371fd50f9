/// Clean Architecture: dependencies point inwards.
enum CleanRules {
  static let all = [domainImportsNothingOuter, dataNoPresentation]

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
}

extension RuleContext {
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
