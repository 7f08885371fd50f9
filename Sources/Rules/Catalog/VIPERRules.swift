/// VIPER: entities stay in interactors; views know only presenters; routers navigate.
enum VIPERRules {
  static let all = [entitiesOnlyInInteractors, presenterNoEntities, viewNoInteractorOrRouter, onlyRoutersNavigate]

  static let entitiesOnlyInInteractors = Rule(
    id: "viper.entities-only-in-interactors",
    summary: "Entities are used only by interactors (and entities themselves).",
    details: "Entities are used only by interactors: not by views, routers or view models.",
    triggering: .init(
      path: "ListRouter.swift",
      source: """
        struct EventEntity {
          var title: String
        }

        final class ListRouter {
          func showDetail(of event: 1️⃣EventEntity) {}
        }
        """),
    nonTriggering: .init(
      path: "ListInteractor.swift",
      source: """
        struct EventEntity {
          var title: String
        }

        final class ListInteractor {
          var events: [EventEntity] = []
        }
        """)
  ) { context in
    // Presenters have a rule of their own; the module's builder and the app's entry point wire, they do not use.
    context.modelReferences(
      from: [.view, .viewController, .router, .viewModel], rule: "viper.entities-only-in-interactors")
  }

  static let presenterNoEntities = Rule(
    id: "viper.presenter-no-entities", summary: "Presenters never reference entity types.",
    triggering: .init(
      path: "ListPresenter.swift",
      source: """
        struct EventEntity {
          var title: String
        }

        final class ListPresenter {
          var events: [1️⃣EventEntity] = []
        }
        """),
    nonTriggering: .init(
      path: "ListPresenter.swift",
      source: """
        final class ListPresenter {
          var titles: [String] = []
        }
        """)
  ) { context in
    context.modelReferences(from: [.presenter], rule: "viper.presenter-no-entities")
  }

  static let viewNoInteractorOrRouter = Rule(
    id: "viper.view-no-interactor-or-router", summary: "Views do not reference interactors or routers.",
    triggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          var interactor: 1️⃣ListInteractor?
        }
        """),
    nonTriggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          var presenter: ListPresenterInterface?
        }
        """)
  ) { context in
    context.references(
      from: [.view, .viewController], to: [.interactor, .router], rule: "viper.view-no-interactor-or-router")
  }

  /// Presenting, pushing and dismissing, as UIKit names them.
  static let navigationMethods: Set<String> = [
    "present", "pushViewController", "popViewController", "popToRootViewController", "dismiss", "setViewControllers",
  ]

  static let onlyRoutersNavigate = Rule(
    id: "viper.only-routers-navigate",
    summary: "Only routers construct or present other modules (builders build their own; the app builds the first).",
    details:
      "Only routers construct other modules (through their builders) or present, push and dismiss; builders build "
      + "their own module and the app's entry point the first.",
    triggering: .init(
      path: "ListViewController.swift",
      source: """
        final class ListViewController {
          func close() { 1️⃣dismiss(animated: true) }
        }
        """),
    nonTriggering: .init(
      path: "ListRouter.swift",
      source: """
        final class ListRouter {
          weak var viewController: UIViewController?

          func close() { viewController?.dismiss(animated: true) }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      let ownerAllowed = { (owner: String?) -> Bool in
        let role = context.role(of: owner)
        return role == .router || role == .builder || (owner?.hasSuffix("App") ?? false)
      }
      for reference in file.references
      where reference.isCall && context.role(of: reference.name) == .builder && !ownerAllowed(reference.owner) {
        violations.append(
          context.violation(
            "viper.only-routers-navigate", file, reference.site,
            "\(context.describe(reference.owner)) builds another module with \(reference.name)"))
      }
      // Asking the router to navigate (`router.dismiss()`) is how the others navigate.
      for call in file.methodCalls
      where navigationMethods.contains(call.name) && context.role(of: call.owner) != .router
        && !(call.base?.lowercased().hasSuffix("router") ?? false)
      {
        violations.append(
          context.violation(
            "viper.only-routers-navigate", file, call.site, "\(context.describe(call.owner)) calls \(call.name)"))
      }
    }
    return violations
  }
}
