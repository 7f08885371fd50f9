/// MVVM on UIKit: view controllers bind to view models, never the other way round.
enum MVVMUIKitRules {
  static let all = [viewModelNoUI]

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
}
