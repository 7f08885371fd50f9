/// Clean Swift (VIP): one way round the cycle, view controller → interactor → presenter → view
/// controller; the interactor knows no UI; routers navigate.
enum VIPRules {
  static let all = [presenterHoldsDisplayWeakly, viewControllerNoPresenter, interactorNoUI, onlyRoutersNavigate]

  static let presenterHoldsDisplayWeakly = Rule(
    id: "vip.presenter-display-weak", summary: "A presenter holds its display (the view controller) weakly.",
    details:
      "A presenter holds its display (the view controller, through its `…DisplayLogic` protocol) weakly.",
    triggering: .init(
      path: "ListPresenter.swift",
      source: """
        final class ListPresenter {
          var 1️⃣viewController: ListDisplayLogic?
        }
        """),
    nonTriggering: .init(
      path: "ListPresenter.swift",
      source: """
        final class ListPresenter {
          weak var viewController: ListDisplayLogic?
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for property in file.storedProperties where context.role(of: property.owner) == .presenter && !property.isWeak {
        guard let type = property.typeName, [.view, .viewController].contains(context.role(of: type)) else { continue }
        violations.append(
          context.violation(
            "vip.presenter-display-weak", file, property.site,
            "\(context.describe(property.owner)) holds its display \(property.name) strongly; make it weak"))
      }
    }
    return violations
  }

  static let viewControllerNoPresenter = Rule(
    id: "vip.view-controller-no-presenter",
    summary: "View controllers never reference the presenter: they send requests to the interactor.",
    details:
      "View controllers never reference the presenter: they send requests to the interactor, and the presenter "
      + "answers through the display protocol.",
    triggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          var presenter: 1️⃣ListPresentationLogic?
        }
        """),
    nonTriggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          var interactor: ListBusinessLogic?
        }
        """)
  ) { context in
    context.references(from: [.view, .viewController], to: [.presenter], rule: "vip.view-controller-no-presenter")
  }

  static let interactorNoUI = Rule(
    id: "vip.interactor-no-ui", summary: "Interactors import no UI module.",
    details: "Interactors (and their `…BusinessLogic` protocols) import no UI module.",
    triggering: .init(
      path: "ListInteractor.swift",
      source: """
        1️⃣import UIKit

        final class ListInteractor {}
        """),
    nonTriggering: .init(
      path: "ListInteractor.swift",
      source: """
        import Foundation

        final class ListInteractor {}
        """)
  ) { context in
    context.platformImports(inFilesOf: [.interactor], rule: "vip.interactor-no-ui")
  }

  static let onlyRoutersNavigate = Rule(
    id: "vip.only-routers-navigate",
    summary:
      "Only routers create other scenes (through their configurators), push, present, dismiss or switch the root; "
      + "the app's entry point shows the first.",
    triggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          var detail: DetailViewController?

          func openDetail() { detail = 1️⃣DetailConfigurator.makeScene() }
        }
        """),
    nonTriggering: .init(
      path: "ListRouter.swift",
      source: """
        final class ListRouter {
          weak var viewController: ListViewController?

          func routeToDetail() {
            let detail = DetailConfigurator.makeScene()
            viewController?.navigationController?.pushViewController(detail, animated: true)
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      let ownerAllowed = { (owner: String?) -> Bool in
        context.role(of: owner) == .router || (owner?.hasSuffix("App") ?? false)
      }
      for reference in file.references
      where reference.isCall && reference.name.hasSuffix("Configurator") && !ownerAllowed(reference.owner) {
        violations.append(
          context.violation(
            "vip.only-routers-navigate", file, reference.site,
            "\(context.describe(reference.owner)) creates a scene with \(reference.name)"))
      }
      // Asking the router (`router?.routeToMain()`) is how the others navigate.
      for call in file.methodCalls
      where VIPERRules.navigationMethods.contains(call.name) && context.role(of: call.owner) != .router
        && !(call.base?.lowercased().hasSuffix("router") ?? false)
      {
        violations.append(
          context.violation(
            "vip.only-routers-navigate", file, call.site, "\(context.describe(call.owner)) calls \(call.name)"))
      }
      for mutation in file.mutations
      where mutation.target.hasSuffix("rootViewController") && !ownerAllowed(mutation.owner) {
        violations.append(
          context.violation(
            "vip.only-routers-navigate", file, mutation.site,
            "\(context.describe(mutation.owner)) switches the window's root"))
      }
    }
    return violations
  }
}
