import Rules
import Testing

/// Each rule with a fixture that breaks it and one that obeys it.
@Suite("Architecture rules")
struct RuleTests {
  @Test("MVC: models do not reference views or controllers")
  func mvc() {
    #expect(
      broken("mvc", ["Models/TaskModel.swift": "final class TaskModel { weak var controller: TasksViewController? }"])
        == ["mvc.model-no-view"])
    #expect(
      broken("mvc", ["Models/TaskModel.swift": "import HeadlessUIKit\nstruct TaskModel {}"]) == ["mvc.model-no-view"])
    #expect(
      broken("mvc", ["Models/TaskModel.swift": "import Foundation\nstruct TaskModel { var title: String }"]).isEmpty)
  }

  @Test("MVVM: view models reference no views and import no UI platform")
  func mvvm() {
    #expect(
      broken(
        "mvvm", ["LoginViewModel.swift": "final class LoginViewModel { func make() -> LoginView { LoginView() } }"])
        == ["mvvm.view-model-no-view", "mvvm.view-model-no-view"])
    #expect(
      broken("mvvm", ["LoginViewModel.swift": "import HeadlessSwiftUI\nfinal class LoginViewModel {}"]) == [
        "mvvm.view-model-no-view"
      ])
    #expect(
      broken(
        "mvvm",
        ["LoginViewModel.swift": "import Observation\n@Observable final class LoginViewModel { var name = \"\" }"]
      )
      .isEmpty)
  }

  @Test("MVVM-C: only coordinators navigate")
  func mvvmc() {
    let route = "enum TasksRoute { case detail(Int) }\n"
    #expect(
      broken(
        "mvvmc",
        [
          "TasksRoute.swift": route,
          "ListViewModel.swift":
            "final class ListViewModel { var path: [TasksRoute] = []\n func open() { path.append(.detail(1)) } }",
        ]) == ["mvvmc.only-coordinators-navigate", "mvvmc.only-coordinators-navigate"])
    #expect(
      broken(
        "mvvmc",
        [
          "TasksRoute.swift": route,
          "TasksCoordinator.swift":
            "final class TasksCoordinator { var path: [TasksRoute] = []\n func open() { path.append(.detail(1)) } }",
          "ListViewModel.swift":
            "final class ListViewModel { var onSelect: (Int) -> Void = { _ in }\n func open() { onSelect(1) } }",
        ]
      ).isEmpty)
  }

  @Test("MVVM (UIKit): view models import no UI module and reference no view controllers")
  func mvvmUIKit() {
    #expect(
      broken("mvvm-uikit", ["LoginViewModel.swift": "import HeadlessUIKit\nfinal class LoginViewModel {}"]) == [
        "mvvm-uikit.view-model-no-ui"
      ])
    #expect(
      broken(
        "mvvm-uikit", ["LoginViewModel.swift": "import HeadlessUI\nimport OpenCombine\nfinal class LoginViewModel {}"])
        == ["mvvm-uikit.view-model-no-ui"])
    #expect(
      broken(
        "mvvm-uikit",
        [
          "LoginViewController.swift": "final class LoginViewController {}",
          "LoginViewModel.swift": "final class LoginViewModel { weak var controller: LoginViewController? }",
        ]) == ["mvvm-uikit.view-model-no-ui"])
    #expect(
      broken(
        "mvvm-uikit",
        [
          "LoginViewController.swift":
            "import HeadlessUIKit\nfinal class LoginViewController { let viewModel = LoginViewModel() }",
          "LoginViewModel.swift":
            "import OpenCombine\nfinal class LoginViewModel { let username = CurrentValueSubject<String, Never>(\"\") }",
        ]
      ).isEmpty)
  }

  @Test("MVP: the presenter holds its view weakly through a protocol; views reference no models")
  func mvp() {
    let view = "protocol LoginView: AnyObject { func show(name: String) }\n"
    #expect(
      broken(
        "mvp", ["LoginView.swift": view, "LoginPresenter.swift": "final class LoginPresenter { var view: LoginView? }"])
        == ["mvp.presenter-view-weak-protocol"])
    #expect(
      broken(
        "mvp",
        [
          "LoginViewController.swift": "final class LoginViewController {}",
          "LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginViewController? }",
        ]) == ["mvp.presenter-view-weak-protocol"])
    #expect(
      broken("mvp", ["LoginView.swift": "protocol LoginView: AnyObject { func show(user: User) }"]) == [
        "mvp.view-no-model"
      ])
    #expect(
      broken(
        "mvp",
        ["LoginView.swift": view, "LoginPresenter.swift": "final class LoginPresenter { weak var view: LoginView? }"]
      )
      .isEmpty)
  }

  @Test("VIPER: entities in interactors only, views blind to interactors and routers, routers navigate")
  func viper() {
    #expect(
      broken("viper", ["ListRouter.swift": "final class ListRouter { func open(_ event: ServiceEvent) {} }"]) == [
        "viper.entities-only-in-interactors"
      ])
    #expect(
      broken("viper", ["ListPresenter.swift": "final class ListPresenter { var events: [ServiceEvent] = [] }"]) == [
        "viper.presenter-no-entities"
      ])
    #expect(
      broken(
        "viper",
        [
          "ListInteractor.swift": "final class ListInteractor {}",
          "ListViewController.swift": "final class ListViewController { var interactor: ListInteractor? }",
        ]) == ["viper.view-no-interactor-or-router"])
    #expect(
      broken(
        "viper",
        [
          "DetailBuilder.swift": "enum DetailBuilder { static func build() -> Int { 1 } }",
          "ListPresenter.swift": "final class ListPresenter { func open() { _ = DetailBuilder.build() } }",
          "ListViewController.swift": "final class ListViewController { func close() { dismiss(animated: true) } }",
        ]) == ["viper.only-routers-navigate", "viper.only-routers-navigate"])
    #expect(
      broken(
        "viper",
        [
          "DetailBuilder.swift": "enum DetailBuilder { static func build() -> Int { 1 } }",
          "ListInteractor.swift": "final class ListInteractor { var events: [ServiceEvent] = [] }",
          "ListRouter.swift":
            "final class ListRouter { func open() { _ = DetailBuilder.build() }\n func close() { viewController?.dismiss(animated: true) } }",
          "ListPresenter.swift":
            "final class ListPresenter { var router: ListRouterInterface!\n func close() { router.dismiss() } }",
        ]
      ).isEmpty)
  }

  @Test("VIP: the presenter holds its display weakly, views never call it, interactors know no UI, routers navigate")
  func vip() {
    #expect(
      broken("vip", ["ListPresenter.swift": "final class ListPresenter { var viewController: ListDisplayLogic? }"])
        == ["vip.presenter-display-weak"])
    #expect(
      broken(
        "vip",
        [
          "ListPresenter.swift": "final class ListPresenter {}",
          "ListViewController.swift": "final class ListViewController { var presenter: ListPresenter? }",
        ]) == ["vip.view-controller-no-presenter"])
    #expect(
      broken("vip", ["ListInteractor.swift": "import HeadlessUIKit\nfinal class ListInteractor {}"]) == [
        "vip.interactor-no-ui"
      ])
    #expect(
      broken(
        "vip",
        [
          "ListInteractor.swift": "final class ListInteractor { func open() { _ = DetailConfigurator.makeScene() } }",
          "ListPresenter.swift": "final class ListPresenter { func leave() { window?.rootViewController = nil } }",
          "ListViewController.swift": "final class ListViewController { func close() { dismiss(animated: true) } }",
        ]) == ["vip.only-routers-navigate", "vip.only-routers-navigate", "vip.only-routers-navigate"])
    #expect(
      broken(
        "vip",
        [
          "ListInteractor.swift":
            "import ServiceKit\nfinal class ListInteractor { var presenter: ListPresentationLogic? }",
          "ListPresenter.swift": "final class ListPresenter { weak var viewController: ListDisplayLogic? }",
          "ListRouter.swift":
            "final class ListRouter { func routeToDetail() { let detail = DetailConfigurator.makeScene()\n viewController?.navigationController?.pushViewController(detail) } }",
          "ListViewController.swift":
            "final class ListViewController { var interactor: ListBusinessLogic?\n var router: ListRoutingLogic?\n func close() { router?.routeToBack() } }",
        ]
      ).isEmpty)
  }

  @Test("Clean: Domain imports nothing outer; Data does not import Presentation")
  func clean() {
    #expect(
      broken(
        "clean", ["Domain/UseCase.swift": "import CleanData\nimport ServiceKit\nimport HeadlessSwiftUI\nstruct U {}"])
        == [
          "clean.domain-imports-nothing-outer", "clean.domain-imports-nothing-outer",
          "clean.domain-imports-nothing-outer",
        ])
    #expect(
      broken("clean", ["Data/Repository.swift": "import CleanPresentation\nstruct R {}"]) == [
        "clean.data-no-presentation"
      ])
    #expect(
      broken(
        "clean",
        [
          "Domain/UseCase.swift": "import Foundation\nstruct U {}",
          "Data/Repository.swift": "import CleanDomain\nimport ServiceKit\nstruct R {}",
        ]
      ).isEmpty)
  }

  @Test("Redux: pure reducers, value-type state, views that only dispatch")
  func redux() {
    #expect(
      broken(
        "redux",
        [
          "LoginReducer.swift": """
          var log: [String] = []
          func loginReducer(_ state: inout LoginState, _ action: Int) async {
            await Task.yield()
            log.append("x")
            state.count += 1
          }
          """
        ]) == ["redux.pure-reducers", "redux.pure-reducers", "redux.pure-reducers"])
    #expect(broken("redux", ["AppState.swift": "final class AppState { var count = 0 }"]) == ["redux.value-state"])
    #expect(
      broken(
        "redux", ["LoginView.swift": "struct LoginView { let store: Store\n func tap() { store.state.count = 1 } }"])
        == [
          "redux.views-dispatch-only"
        ])
    #expect(
      broken(
        "redux",
        [
          "AppState.swift": "struct AppState { var count = 0 }",
          "LoginReducer.swift":
            "func loginReducer(_ state: inout AppState, _ action: Int) {\n var next = state.count\n next += action\n state.count = next\n state?.count = next }",
          "LoginView.swift": "struct LoginView { let store: Store\n func tap() { store.dispatch(1) } }",
        ]
      ).isEmpty)
  }

  @Test("every architecture has its rules, with unique ids")
  func catalog() {
    let counts = RuleCatalog.architectures.map { RuleCatalog.rules(for: $0).count }
    #expect(counts == [1, 1, 2, 1, 2, 4, 4, 2, 3])
    let ids = RuleCatalog.architectures.flatMap { RuleCatalog.rules(for: $0).map(\.id) }
    #expect(Set(ids).count == 19)
  }
}
