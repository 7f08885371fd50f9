import Rules
import Testing

/// Each rule with fixtures that break it, each violation checked at its marker with its message,
/// and fixtures that obey it.
@Suite("Architecture rules")
struct RuleTests {
  @Test("MVC: models do not reference views or controllers")
  func mvc() {
    assertViolations(
      "mvc", ["Models/TaskModel.swift": "final class TaskModel { weak var controller: 1️⃣TasksViewController? }"],
      [.init("1️⃣", "mvc.model-no-view", "TaskModel (Model) references TasksViewController")])
    assertViolations(
      "mvc", ["Models/TaskModel.swift": "1️⃣import HeadlessUIKit\nstruct TaskModel {}"],
      [.init("1️⃣", "mvc.model-no-view", "the file of TaskModel (Model) imports HeadlessUIKit")])
    // An import is reported at `import`, not at an attribute on the line above.
    assertViolations(
      "mvc", ["Models/TaskModel.swift": "@preconcurrency\n1️⃣import HeadlessUIKit\nstruct TaskModel {}"],
      [.init("1️⃣", "mvc.model-no-view", "the file of TaskModel (Model) imports HeadlessUIKit")])
    assertViolations("mvc", ["Models/TaskModel.swift": "import Foundation\nstruct TaskModel { var title: String }"], [])
  }

  @Test("MVVM: view models reference no views and import no UI platform")
  func mvvm() {
    assertViolations(
      "mvvm",
      ["LoginViewModel.swift": "final class LoginViewModel { func make() -> 1️⃣LoginView { 2️⃣LoginView() } }"],
      [
        .init("1️⃣", "mvvm.view-model-no-view", "LoginViewModel (ViewModel) references LoginView"),
        .init("2️⃣", "mvvm.view-model-no-view", "LoginViewModel (ViewModel) references LoginView"),
      ])
    assertViolations(
      "mvvm", ["LoginViewModel.swift": "1️⃣import HeadlessSwiftUI\nfinal class LoginViewModel {}"],
      [.init("1️⃣", "mvvm.view-model-no-view", "the file of LoginViewModel (ViewModel) imports HeadlessSwiftUI")])
    assertViolations(
      "mvvm",
      ["LoginViewModel.swift": "import Observation\n@Observable final class LoginViewModel { var name = \"\" }"],
      [])
  }

  @Test("MVVM-C: only coordinators navigate")
  func mvvmc() {
    let route = "enum TasksRoute { case detail(Int) }\n"
    assertViolations(
      "mvvmc",
      [
        "TasksRoute.swift": route,
        "ListViewModel.swift":
          "final class ListViewModel { var path: [1️⃣TasksRoute] = []\n func open() { 2️⃣path.append(.detail(1)) } }",
      ],
      [
        .init("1️⃣", "mvvmc.only-coordinators-navigate", "ListViewModel (ViewModel) names the route TasksRoute"),
        .init("2️⃣", "mvvmc.only-coordinators-navigate", "ListViewModel (ViewModel) changes navigation state path"),
      ])
    assertViolations(
      "mvvmc",
      [
        "TasksRoute.swift": route,
        "TasksCoordinator.swift":
          "final class TasksCoordinator { var path: [TasksRoute] = []\n func open() { path.append(.detail(1)) } }",
        "ListViewModel.swift":
          "final class ListViewModel { var onSelect: (Int) -> Void = { _ in }\n func open() { onSelect(1) } }",
      ], [])
  }

  @Test("MVVM (UIKit): view models import no UI module and reference no view controllers")
  func mvvmUIKit() {
    assertViolations(
      "mvvm-uikit", ["LoginViewModel.swift": "1️⃣import HeadlessUIKit\nfinal class LoginViewModel {}"],
      [.init("1️⃣", "mvvm-uikit.view-model-no-ui", "the file of LoginViewModel (ViewModel) imports HeadlessUIKit")])
    assertViolations(
      "mvvm-uikit",
      ["LoginViewModel.swift": "1️⃣import HeadlessUI\nimport OpenCombine\nfinal class LoginViewModel {}"],
      [.init("1️⃣", "mvvm-uikit.view-model-no-ui", "the file of LoginViewModel (ViewModel) imports HeadlessUI")])
    assertViolations(
      "mvvm-uikit",
      [
        "LoginViewController.swift": "final class LoginViewController {}",
        "LoginViewModel.swift": "final class LoginViewModel { weak var controller: 1️⃣LoginViewController? }",
      ],
      [
        .init(
          "1️⃣", "mvvm-uikit.view-model-no-ui",
          "LoginViewModel (ViewModel) references LoginViewController (ViewController)")
      ])
    assertViolations(
      "mvvm-uikit",
      [
        "LoginViewController.swift":
          "import HeadlessUIKit\nfinal class LoginViewController { let viewModel = LoginViewModel() }",
        "LoginViewModel.swift":
          "import OpenCombine\nfinal class LoginViewModel { let username = CurrentValueSubject<String, Never>(\"\") }",
      ], [])
  }

  @Test("MVP: the presenter holds its view weakly through a protocol; views reference no models")
  func mvp() {
    let view = "protocol LoginView: AnyObject { func show(name: String) }\n"
    assertViolations(
      "mvp", ["LoginView.swift": view, "LoginPresenter.swift": "final class LoginPresenter { var 1️⃣view: LoginView? }"],
      [
        .init(
          "1️⃣", "mvp.presenter-view-weak-protocol",
          "LoginPresenter (Presenter) holds its view view strongly; make it weak")
      ])
    assertViolations(
      "mvp",
      [
        "LoginViewController.swift": "final class LoginViewController {}",
        "LoginPresenter.swift": "final class LoginPresenter { weak var 1️⃣view: LoginViewController? }",
      ],
      [
        .init(
          "1️⃣", "mvp.presenter-view-weak-protocol",
          "LoginPresenter (Presenter) holds its view view as LoginViewController, not a protocol")
      ])
    assertViolations(
      "mvp", ["LoginView.swift": "protocol LoginView: AnyObject { func show(user: 1️⃣User) }"],
      [.init("1️⃣", "mvp.view-no-model", "LoginView (View) references the model User")])
    assertViolations(
      "mvp",
      ["LoginView.swift": view, "LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"],
      [])
  }

  @Test("VIPER: entities in interactors only, views blind to interactors and routers, routers navigate")
  func viper() {
    assertViolations(
      "viper", ["ListRouter.swift": "final class ListRouter { func open(_ event: 1️⃣ServiceEvent) {} }"],
      [.init("1️⃣", "viper.entities-only-in-interactors", "ListRouter (Router) references the model ServiceEvent")])
    assertViolations(
      "viper", ["ListPresenter.swift": "final class ListPresenter { var events: [1️⃣ServiceEvent] = [] }"],
      [.init("1️⃣", "viper.presenter-no-entities", "ListPresenter (Presenter) references the model ServiceEvent")])
    assertViolations(
      "viper",
      [
        "ListInteractor.swift": "final class ListInteractor {}",
        "ListViewController.swift": "final class ListViewController { var interactor: 1️⃣ListInteractor? }",
      ],
      [
        .init(
          "1️⃣", "viper.view-no-interactor-or-router",
          "ListViewController (ViewController) references ListInteractor (Interactor)")
      ])
    assertViolations(
      "viper",
      [
        "DetailBuilder.swift": "enum DetailBuilder { static func build() -> Int { 1 } }",
        "ListPresenter.swift": "final class ListPresenter { func open() { _ = 1️⃣DetailBuilder.build() } }",
        "ListViewController.swift": "final class ListViewController { func close() { 2️⃣dismiss(animated: true) } }",
      ],
      [
        .init(
          "1️⃣", "viper.only-routers-navigate", "ListPresenter (Presenter) builds another module with DetailBuilder"),
        .init("2️⃣", "viper.only-routers-navigate", "ListViewController (ViewController) calls dismiss"),
      ])
    assertViolations(
      "viper",
      [
        "DetailBuilder.swift": "enum DetailBuilder { static func build() -> Int { 1 } }",
        "ListInteractor.swift": "final class ListInteractor { var events: [ServiceEvent] = [] }",
        "ListRouter.swift":
          "final class ListRouter { func open() { _ = DetailBuilder.build() }\n func close() { viewController?.dismiss(animated: true) } }",
        "ListPresenter.swift":
          "final class ListPresenter { var router: ListRouterInterface!\n func close() { router.dismiss() } }",
      ], [])
  }

  @Test("VIP: the presenter holds its display weakly, views never call it, interactors know no UI, routers navigate")
  func vip() {
    assertViolations(
      "vip", ["ListPresenter.swift": "final class ListPresenter { var 1️⃣viewController: ListDisplayLogic? }"],
      [
        .init(
          "1️⃣", "vip.presenter-display-weak",
          "ListPresenter (Presenter) holds its display viewController strongly; make it weak")
      ])
    assertViolations(
      "vip",
      [
        "ListPresenter.swift": "final class ListPresenter {}",
        "ListViewController.swift": "final class ListViewController { var presenter: 1️⃣ListPresenter? }",
      ],
      [
        .init(
          "1️⃣", "vip.view-controller-no-presenter",
          "ListViewController (ViewController) references ListPresenter (Presenter)")
      ])
    assertViolations(
      "vip", ["ListInteractor.swift": "1️⃣import HeadlessUIKit\nfinal class ListInteractor {}"],
      [.init("1️⃣", "vip.interactor-no-ui", "the file of ListInteractor (Interactor) imports HeadlessUIKit")])
    assertViolations(
      "vip",
      [
        "ListInteractor.swift": "final class ListInteractor { func open() { _ = 1️⃣DetailConfigurator.makeScene() } }",
        "ListPresenter.swift": "final class ListPresenter { func leave() { 2️⃣window?.rootViewController = nil } }",
        "ListViewController.swift": "final class ListViewController { func close() { 3️⃣dismiss(animated: true) } }",
      ],
      [
        .init("1️⃣", "vip.only-routers-navigate", "ListInteractor (Interactor) creates a scene with DetailConfigurator"),
        .init("2️⃣", "vip.only-routers-navigate", "ListPresenter (Presenter) switches the window's root"),
        .init("3️⃣", "vip.only-routers-navigate", "ListViewController (ViewController) calls dismiss"),
      ])
    assertViolations(
      "vip",
      [
        "ListInteractor.swift":
          "import ServiceKit\nfinal class ListInteractor { var presenter: ListPresentationLogic? }",
        "ListPresenter.swift": "final class ListPresenter { weak var viewController: ListDisplayLogic? }",
        "ListRouter.swift":
          "final class ListRouter { func routeToDetail() { let detail = DetailConfigurator.makeScene()\n viewController?.navigationController?.pushViewController(detail) } }",
        "ListViewController.swift":
          "final class ListViewController { var interactor: ListBusinessLogic?\n var router: ListRoutingLogic?\n func close() { router?.routeToBack() } }",
      ], [])
  }

  @Test("Clean: Domain imports nothing outer; Data does not import Presentation")
  func clean() {
    assertViolations(
      "clean",
      ["Domain/UseCase.swift": "1️⃣import CleanData\n2️⃣import ServiceKit\n3️⃣import HeadlessSwiftUI\nstruct U {}"],
      [
        .init("1️⃣", "clean.domain-imports-nothing-outer", "Domain imports CleanData, of the Data layer"),
        .init("2️⃣", "clean.domain-imports-nothing-outer", "Domain imports ServiceKit"),
        .init("3️⃣", "clean.domain-imports-nothing-outer", "Domain imports HeadlessSwiftUI"),
      ])
    assertViolations(
      "clean", ["Data/Repository.swift": "1️⃣import CleanPresentation\nstruct R {}"],
      [.init("1️⃣", "clean.data-no-presentation", "Data imports CleanPresentation, of the Presentation layer")])
    assertViolations(
      "clean",
      [
        "Domain/UseCase.swift": "import Foundation\nstruct U {}",
        "Data/Repository.swift": "import CleanDomain\nimport ServiceKit\nstruct R {}",
      ], [])
  }

  @Test("Redux: pure reducers, value-type state, views that only dispatch")
  func redux() {
    assertViolations(
      "redux",
      [
        "LoginReducer.swift": """
        var log: [String] = []
        func loginReducer(_ state: inout LoginState, _ action: Int) async {
          1️⃣await 2️⃣Task.yield()
          3️⃣log.append("x")
          state.count += 1
        }
        """
      ],
      [
        .init("1️⃣", "redux.pure-reducers", "loginReducer (Reducer) awaits"),
        .init("2️⃣", "redux.pure-reducers", "loginReducer (Reducer) uses Task"),
        .init("3️⃣", "redux.pure-reducers", "loginReducer (Reducer) changes log, outside its state"),
      ])
    assertViolations(
      "redux", ["AppState.swift": "final 1️⃣class AppState { var count = 0 }"],
      [.init("1️⃣", "redux.value-state", "AppState is a class; state must be a struct or an enum")])
    // The kind is reported where it is written, not at an attribute on the line above.
    assertViolations(
      "redux", ["AppState.swift": "@MainActor\nfinal 1️⃣class AppState { var count = 0 }"],
      [.init("1️⃣", "redux.value-state", "AppState is a class; state must be a struct or an enum")])
    assertViolations(
      "redux", ["LoginView.swift": "struct LoginView { let store: Store\n func tap() { 1️⃣store.state.count = 1 } }"],
      [.init("1️⃣", "redux.views-dispatch-only", "LoginView (View) changes store.state.count instead of dispatching")])
    // `try` covers the assignment; the parser hangs it on the target, which it must not rename.
    assertViolations(
      "redux",
      [
        "LoginView.swift":
          "struct LoginView { let store: Store\n func tap() throws { try 1️⃣store.state.count = parse() } }"
      ],
      [.init("1️⃣", "redux.views-dispatch-only", "LoginView (View) changes store.state.count instead of dispatching")])
    assertViolations(
      "redux",
      [
        "AppState.swift": "struct AppState { var count = 0 }",
        "LoginReducer.swift":
          "func loginReducer(_ state: inout AppState, _ action: Int) {\n var next = state.count\n next += action\n state.count = next\n state?.count = next }",
        "LoginView.swift": "struct LoginView { let store: Store\n func tap() { store.dispatch(1) } }",
      ], [])
  }

  @Test("every architecture has its rules, with unique ids")
  func catalog() {
    let counts = RuleCatalog.architectures.map { RuleCatalog.rules(for: $0).count }
    #expect(counts == [1, 1, 4, 3, 2, 4, 6, 7, 3])
    let ids = RuleCatalog.architectures.flatMap { RuleCatalog.rules(for: $0).map(\.id) }
    #expect(Set(ids).count == 28)
    #expect(RuleCatalog.all.count == 29)
    #expect(Set(RuleCatalog.all.map(\.id)) == Set(ids).union(["spec.shared-work"]))
    #expect(RuleCatalog.architectures(checking: "mvvm.view-model-no-view") == ["mvvm", "mvvmc", "clean"])
  }
}
