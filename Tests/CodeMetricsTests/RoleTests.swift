import CodeMetrics
import Foundation
import Testing

@Suite("Roles and the architecture fingerprint")
struct RoleTests {
  @Test(arguments: [
    ("TaskListViewController", ArchitectureRole.viewController), ("AppController", .controller),
    ("LoginViewModel", .viewModel), ("LoginPresenter", .presenter), ("LoginInteractor", .interactor),
    ("LoginRouter", .router), ("LoginWireframe", .router), ("AppCoordinator", .coordinator),
    ("FetchTasksUseCase", .useCase), ("TaskRepository", .repository), ("AppStore", .store), ("AppState", .state),
    ("LoginAction", .action), ("AppReducer", .reducer), ("LoggingMiddleware", .middleware),
    ("NetworkService", .service), ("FixtureBackend", .service), ("LoginBuilder", .builder),
    ("LoginAssembly", .builder), ("TaskCell", .view), ("LoginView", .view), ("TaskEntity", .entity),
    ("TaskModel", .model), ("LoginTests", .test), ("Helper", nil), ("LoginConfigurator", .configurator),
    ("LoginWorker", .worker), ("Login.Submit.Request", .useCaseModel), ("Login.Submit.ViewModel", .useCaseModel),
    ("LoginView.ViewModel", .viewModel), ("LoginDataStore", .interactor), ("LoginBusinessLogic", .interactor),
    ("LoginDisplayLogic", .viewController), ("LoginRoutingLogic", .router),
    ("LoginViewInterface", .view), ("LoginPresenterInterface", .presenter), ("LoginInteractorInput", .interactor),
    ("LoginInteractorOutput", .interactor), ("LoginRouterInterface", .router), ("EventStoreDelegate", .store),
    ("ReportViewControllerDelegate", .viewController), ("Interface", nil), ("OptionalInput", nil),
  ])
  func namesSuggestRoles(_ name: String, _ role: ArchitectureRole?) {
    #expect(RoleConventions.role(forTypeNamed: name) == role)
  }

  @Test func foldersSuggestRoles() {
    #expect(RoleConventions.role(forPath: "App/Presenters/Login.swift") == .presenter)
    #expect(RoleConventions.role(forPath: "Domain/UseCases/Fetch.swift") == .useCase)
    #expect(RoleConventions.role(forPath: "App/Models/Task.swift") == .model)
    #expect(RoleConventions.role(forPath: "App/Misc/Task.swift") == nil)
  }

  /// A synthetic codebase: one file per type name, under `folder`.
  static func scan(_ types: [String], configuration: RoleConfiguration = RoleConfiguration()) throws -> ScanReport {
    let folder = try TemporaryFolder()
    for name in types {
      try folder.write("App/\(name).swift", "final class \(name) {}\n")
    }
    let found = try SourceDiscovery.discover(root: folder.path)
    return CodeScanner.scan(
      found, root: "App", options: ScanOptions(roles: RoleClassifier(configuration: configuration)))
  }

  static func screens(_ suffixes: [String]) -> [String] {
    ["Login", "Tasks", "Detail"].flatMap { screen in suffixes.map { screen + $0 } }
  }

  @Test(arguments: [
    (["ViewController", "View"], "MVC-like"),
    (["ViewModel", "View"], "MVVM-like"),
    (["ViewModel", "View", "Coordinator"], "MVVM-C-like"),
    (["Presenter", "ViewController"], "MVP-like"),
    (["Presenter", "Interactor", "Router", "ViewController"], "VIPER-like"),
    (["UseCase", "Repository", "ViewModel", "View"], "Clean-like"),
    (["Reducer", "Action", "State", "View"], "Redux-like"),
    (["Helper", "Thing"], "unclear"),
  ])
  func fingerprintsEachArchitecture(_ suffixes: [String], _ architecture: String) async throws {
    let report = try await offThePool { try Self.scan(Self.screens(suffixes)) }
    #expect(report.fingerprint.architecture == architecture)
  }

  @Test func aContractsFileLendsItsProtocolsTheirPartsRolesButKeepsNone() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "App/LoginContracts.swift",
      """
      protocol LoginViewInterface: AnyObject {}
      protocol LoginPresenterInterface: AnyObject {}
      protocol LoginInteractorInput: AnyObject {}
      protocol LoginInteractorOutput: AnyObject {}
      protocol LoginRouterInterface: AnyObject {}

      """)
    let root = folder.path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: "App", options: ScanOptions())
    }
    let file = try #require(report.files.first)
    #expect(file.types.map(\.role) == [.view, .presenter, .interactor, .interactor, .router])
    #expect(file.role == .other)
  }

  @Test func reducerAndMiddlewareFunctionsPlayTheirRoles() async throws {
    #expect(RoleConventions.role(forFunctionNamed: "loginReducer(_:_:)") == .reducer)
    #expect(RoleConventions.role(forFunctionNamed: "loggingMiddleware(_:)") == .middleware)
    #expect(RoleConventions.role(forFunctionNamed: "makeLoginView()") == nil)

    let folder = try TemporaryFolder()
    for screen in ["Login", "Tasks", "Detail"] {
      try folder.write("App/\(screen)State.swift", "struct \(screen)State {}\n")
      try folder.write("App/\(screen)Action.swift", "enum \(screen)Action {}\n")
      try folder.write(
        "App/\(screen)Reducer.swift",
        "func \(screen.lowercased())Reducer(_ state: inout \(screen)State, _ action: \(screen)Action) {}\n"
          + "extension \(screen)State { mutating func reset() {} }\n")
      try folder.write("App/\(screen)View.swift", "struct \(screen)View {}\n")
    }
    let root = folder.path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: "App", options: ScanOptions())
    }

    #expect(report.fingerprint.summary.hasPrefix("Redux-like: 3 Reducers"))
    #expect(report.files.first { $0.path.hasSuffix("LoginReducer.swift") }?.role == .reducer)
  }

  /// One scene as the Clean Swift templates make it, in `folder`.
  static func writeVIPScene(_ scene: String, in folder: TemporaryFolder, entity: Bool = false) throws {
    try folder.write(
      "App/\(scene)/\(scene)Models.swift",
      """
      enum \(scene) {
        enum Load {
          struct Request {}
          struct Response { let items: [String] }
          struct ViewModel { let titles: [String] }
        }
      }

      """)
    for role in ["ViewController", "Interactor", "Presenter", "Router", "Worker", "Configurator"] {
      try folder.write("App/\(scene)/\(scene)\(role).swift", "final class \(scene)\(role) {}\n")
    }
    if entity {
      try folder.write("App/\(scene)/\(scene)Entity.swift", "struct \(scene)Entity {}\n")
    }
  }

  @Test func fingerprintsVIPByItsUseCaseModelsAndConfigurators() async throws {
    let folder = try TemporaryFolder()
    for scene in ["Login", "Tasks", "Detail"] {
      try Self.writeVIPScene(scene, in: folder)
    }
    let root = folder.path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: "App", options: ScanOptions())
    }

    #expect(
      report.fingerprint.summary
        == "VIP-like: 3 Presenters, 3 Interactors, 3 Routers, 9 use-case models (Request/Response/ViewModel), "
        + "3 Configurators, 3 Workers")
    #expect(report.files.first { $0.path.hasSuffix("LoginModels.swift") }?.role == .useCaseModel)
  }

  /// A small app laid out file by file as the published Clean Swift templates make it: the view
  /// controller wires the cycle in `setup()`, with no configurator file (Fixtures/CleanSwiftStore).
  @Test func fingerprintsALayoutMadeWithTheCleanSwiftTemplatesAsVIP() async throws {
    let root = TestPaths.fixtures.appendingPathComponent("CleanSwiftStore").path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: "CleanSwiftStore", options: ScanOptions())
    }

    #expect(
      report.fingerprint.summary
        == "VIP-like: 6 Presenters, 9 Interactors, 9 Routers, 9 use-case models (Request/Response/ViewModel), "
        + "4 Workers")
    #expect(report.files.first { $0.path.hasSuffix("ListOrdersModels.swift") }?.role == .useCaseModel)
    #expect(report.files.first { $0.path.hasSuffix("ShowOrderInteractor.swift") }?.role == .interactor)
  }

  @Test func anEntityLayerMakesItVIPERNotVIP() async throws {
    let folder = try TemporaryFolder()
    for scene in ["Login", "Tasks", "Detail"] {
      try Self.writeVIPScene(scene, in: folder, entity: true)
    }
    let root = folder.path
    let report = try await offThePool {
      CodeScanner.scan(try SourceDiscovery.discover(root: root), root: "App", options: ScanOptions())
    }

    #expect(report.fingerprint.architecture == "VIPER-like")
  }

  @Test func evidenceCountsTheRoles() {
    let fingerprint = ArchitectureFingerprint(roleCounts: [.presenter: 12, .interactor: 12, .router: 11, .view: 3])
    #expect(fingerprint.summary == "VIPER-like: 12 Presenters, 12 Interactors, 11 Routers")
  }

  @Test func aStrayRoleDoesNotDecide() async throws {
    let report = try await offThePool {
      try Self.scan(Self.screens(["ViewModel", "View"]) + ["AppReducer", "AppStore"])
    }
    #expect(report.fingerprint.architecture == "MVVM-like")
  }

  @Test func aRolesFileOverridesTheConventions() throws {
    let json =
      #"{"rules": [{"type": "*Screen", "role": "ViewController"}, {"path": "**/Flows/**", "role": "Coordinator"}]}"#
    let configuration = try RoleConfiguration(json: Data(json.utf8), path: "roles.json")
    let classifier = RoleClassifier(configuration: configuration)
    #expect(classifier.role(forTypeNamed: "LoginScreen", inFile: "A/LoginScreen.swift") == .viewController)
    #expect(classifier.role(forTypeNamed: "Anything", inFile: "App/Flows/Login.swift") == .coordinator)
    #expect(throws: RoleConfigurationError.self) {
      try RoleConfiguration(json: Data(#"{"rules": [{"type": "*", "role": "Wizard"}]}"#.utf8), path: "r.json")
    }
  }

  @Test func globs() {
    #expect(GlobPattern("*Tests.swift").matches("App/Tests/LoginTests.swift"))
    #expect(GlobPattern("Sources/**/View*").matches("Sources/Login/ViewModel.swift"))
    #expect(GlobPattern("**/Generated").matches("A/Generated/B.swift"))
    #expect(!GlobPattern("Sources/*.swift").matches("Sources/A/B.swift"))
  }
}
