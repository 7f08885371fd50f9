/// Clean Swift (VIP): one way round the cycle, view controller → interactor → presenter → view
/// controller; the interactor knows no UI; routers navigate and pass data between passive data
/// stores; workers can be replaced.
enum VIPRules {
  static let all = [
    presenterHoldsDisplayWeakly, viewControllerNoPresenter, interactorNoUI, onlyRoutersNavigate, dataStorePassive,
    workerBehindProtocol,
  ]

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

  static let dataStorePassive = Rule(
    id: "vip.data-store-passive",
    summary:
      "A data store is passive data: its protocol declares properties only, of data, not of another part of a scene.",
    details:
      "A `…DataStore` protocol declares properties only, which routers read and write when they pass data "
      + "(`passDataToX(source:destination:)`), also back to the scene that opened this one. It declares no "
      + "method, and neither inherits nor names a type whose role is interactor, presenter, view controller "
      + "(or display logic) or router, whether a protocol or a concrete class (`EventDetailInteractor?`), nor a "
      + "`…Listener` or `…Delegate`: each would send data from interactor to interactor around the routers. "
      + "Properties of data (values, entities, protocols of data) are passive.",
    triggering: .init(
      path: "DetailInteractor.swift",
      source: """
        protocol DetailListener: AnyObject {
          func detailDidChange(_ event: ServiceEvent)
        }

        protocol DetailDataStore: 1️⃣DetailListener {
          var eventID: Int? { get set }
        }
        """),
    nonTriggering: .init(
      path: "DetailInteractor.swift",
      source: """
        protocol DetailDataStore: AnyObject {
          var eventID: Int? { get set }
          var event: ServiceEvent? { get set }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for store in file.declarations where store.kind == "protocol" && store.name.hasSuffix("DataStore") {
        for function in file.functions where function.owner == store.name {
          violations.append(
            context.violation(
              "vip.data-store-passive", file, function.site,
              "\(store.name) declares the method \(function.name); a data store holds properties only"))
        }
        for reference in file.references where reference.owner == store.name && reference.name != store.name {
          guard let part = context.activePart(reference.name) else { continue }
          violations.append(
            context.violation(
              "vip.data-store-passive", file, reference.site,
              "\(store.name) names the \(part) \(reference.name); pass data back through the router"))
        }
      }
    }
    return violations
  }

  static let workerBehindProtocol = Rule(
    id: "vip.worker-behind-protocol",
    summary: "An interactor holds its worker through a protocol, so that its tests can put a spy in its place.",
    details:
      "An interactor's stored property for a worker is typed by the worker's protocol (`…WorkerLogic`), not by a "
      + "concrete `…Worker` type, and the interactor does not create its worker: the configurator gives it one, "
      + "and the interactor's tests give it a spy, as the Clean Swift templates' tests do.",
    triggering: .init(
      path: "ListInteractor.swift",
      source: """
        final class ListInteractor {
          private let worker: 1️⃣ListWorker

          init(worker: ListWorker) {
            self.worker = worker
          }
        }
        """),
    nonTriggering: .init(
      path: "ListInteractor.swift",
      source: """
        protocol ListWorkerLogic {
          func fetchEvents() async throws -> [ServiceEvent]
        }

        final class ListInteractor {
          private let worker: any ListWorkerLogic

          init(worker: any ListWorkerLogic) {
            self.worker = worker
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    let isConcreteWorker = { (name: String) -> Bool in
      context.role(of: name) == .worker && context.kinds[name] != "protocol"
    }
    for file in context.files {
      for property in file.storedProperties where context.role(of: property.owner) == .interactor {
        guard let type = property.typeName, isConcreteWorker(type) else { continue }
        let site =
          file.references.first { $0.owner == property.owner && $0.name == type && $0.site.line == property.site.line }?
          .site ?? property.site
        violations.append(
          context.violation(
            "vip.worker-behind-protocol", file, site,
            "\(context.describe(property.owner)) holds its worker as \(type); type it by the worker's protocol"))
      }
      for reference in file.references
      where reference.isCall && context.role(of: reference.owner) == .interactor && isConcreteWorker(reference.name) {
        violations.append(
          context.violation(
            "vip.worker-behind-protocol", file, reference.site,
            "\(context.describe(reference.owner)) creates its worker \(reference.name); let the configurator give it one"
          ))
      }
    }
    return violations
  }
}

extension RuleContext {
  /// What part of a scene `name` is, when it is one a data store must not hold: `interactor`,
  /// `presenter`, `view controller` or `router` by its role, whatever its kind, or a `listener` or
  /// `delegate` by its name; `nil` for data.
  func activePart(_ name: String) -> String? {
    if name.hasSuffix("Listener") { return "listener" }
    if name.hasSuffix("Delegate") { return "delegate" }
    switch role(of: name) {
    case .interactor: return "interactor"
    case .presenter: return "presenter"
    case .viewController, .view: return "view controller"
    case .router: return "router"
    default: return nil
    }
  }
}
