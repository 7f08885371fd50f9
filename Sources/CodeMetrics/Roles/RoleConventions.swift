/// The naming conventions that assign roles when no roles file says otherwise.
///
/// A type's name suffix decides first (`LoginPresenter` is a Presenter); a file without a
/// recognisable type takes the role of its nearest folder with a conventional name
/// (`Presenters/`, `Domain/UseCases/`), then of its file name.
///
/// ```swift
/// RoleConventions.role(forTypeNamed: "TaskListViewController")  // .viewController
/// RoleConventions.role(forTypeNamed: "LoginInteractorOutput")   // .interactor
/// RoleConventions.role(forFolder: "ViewModels")                  // .viewModel
/// ```
public enum RoleConventions {
  /// Suffixes, longest first where one ends another (`ViewController` before `Controller`).
  static let typeSuffixes: [(suffix: String, role: ArchitectureRole)] = [
    // Clean Swift's (VIP's) protocols name the part they are the interface of.
    ("DisplayLogic", .viewController), ("BusinessLogic", .interactor), ("DataStore", .interactor),
    ("PresentationLogic", .presenter), ("RoutingLogic", .router), ("DataPassing", .router),
    ("ViewController", .viewController), ("TableViewCell", .view), ("CollectionViewCell", .view),
    ("ViewModel", .viewModel), ("Presenter", .presenter), ("Interactor", .interactor),
    ("Router", .router), ("Wireframe", .router), ("Coordinator", .coordinator), ("Flow", .coordinator),
    ("UseCase", .useCase), ("Repository", .repository), ("Store", .store), ("State", .state),
    ("Action", .action), ("Reducer", .reducer), ("Middleware", .middleware), ("Reactor", .reactor),
    ("Service", .service),
    ("Backend", .service), ("Client", .service), ("Builder", .builder), ("Assembly", .builder),
    ("Configurator", .configurator), ("Worker", .worker),
    ("Factory", .builder), ("Module", .builder), ("Controller", .controller), ("View", .view), ("Cell", .view),
    ("Screen", .view), ("Entity", .entity), ("Model", .model), ("Tests", .test), ("Test", .test),
    ("Spy", .test), ("Mock", .test), ("Stub", .test), ("Fake", .test),
  ]

  /// Folder names (compared without case, plural or singular).
  static let folders: [(name: String, role: ArchitectureRole)] = [
    ("viewcontrollers", .viewController), ("controllers", .controller), ("viewmodels", .viewModel),
    ("presenters", .presenter), ("interactors", .interactor), ("routers", .router), ("routing", .router),
    ("wireframes", .router), ("entities", .entity), ("coordinators", .coordinator), ("usecases", .useCase),
    ("repositories", .repository), ("stores", .store), ("states", .state), ("actions", .action),
    ("reducers", .reducer), ("middleware", .middleware), ("middlewares", .middleware), ("reactors", .reactor),
    ("services", .service), ("builders", .builder), ("assemblies", .builder), ("assembly", .builder),
    ("configurators", .configurator), ("workers", .worker),
    ("views", .view), ("cells", .view), ("screens", .view), ("models", .model), ("model", .model),
    ("tests", .test), ("test", .test), ("uitests", .test), ("spec", .test), ("specs", .test),
  ]

  /// The names Clean Swift gives a use case's models, nested in the use case, nested in the scene.
  static let useCaseModelNames: Set<Substring> = ["Request", "Response", "ViewModel"]

  /// The role a type's name suggests, or `nil`.
  ///
  /// A qualified name counts too: `Login.Submit.ViewModel` is a use case's model, not a view
  /// model, while `LoginView.ViewModel` is a view model.
  public static func role(forTypeNamed name: String) -> ArchitectureRole? {
    role(forTypeNamed: name, followingInterfaces: true)
  }

  /// The role a type's name suggests; with `followingInterfaces` false, a protocol named for
  /// another part (`LoginPresenterInterface`) suggests none.
  static func role(forTypeNamed name: String, followingInterfaces: Bool) -> ArchitectureRole? {
    // Called several times for every type and file of a scan: the checks below skip, without
    // decoding characters, what cannot match, and decide the rest as String's own comparisons.
    var simple = name
    if name.utf8.contains(UInt8(ascii: ".")) {
      let components = name.split(separator: ".")
      if components.count >= 3, let last = components.last, useCaseModelNames.contains(last) {
        return .useCaseModel
      }
      simple = components.last.map(String.init) ?? name
    }
    // A whole name first: a type named `ViewModel` is a view model, though its name ends in `Model`.
    if let role = wholeNames[simple] { return role }
    // No suffix can end a name whose last byte differs from its own: every suffix ends in a
    // lowercase ASCII letter, which no other character is canonically equivalent to.
    let end = simple.utf8.last
    for (last, suffix, role) in typeSuffixEnds where last == end && simple.hasSuffix(suffix) {
      return role
    }
    // VIPER's contracts and delegate protocols name the part they are the interface of, as
    // Clean Swift's do: `LoginPresenterInterface` is the Presenter's, `LoginInteractorOutput` the
    // Interactor's output port (its owner by dependency inversion, though the Presenter adopts it).
    for (last, suffix) in interfaceSuffixEnds
    where followingInterfaces && last == end && simple.hasSuffix(suffix) && simple.count > suffix.count {
      return role(forTypeNamed: String(simple.dropLast(suffix.count)))
    }
    return nil
  }

  /// ``typeSuffixes`` as whole names, the first role of a suffix listed twice.
  static let wholeNames = Dictionary(typeSuffixes.map { ($0.suffix, $0.role) }) { first, _ in first }
  /// ``typeSuffixes`` with the last byte of each.
  static let typeSuffixEnds = typeSuffixes.map { ($0.suffix.utf8.last, $0.suffix, $0.role) }
  /// ``interfaceSuffixes`` with the last byte of each.
  static let interfaceSuffixEnds = interfaceSuffixes.map { ($0.utf8.last, $0) }

  /// The endings of a protocol named for the part it is the interface of.
  static let interfaceSuffixes = ["Interface", "Input", "Output", "Protocol", "Delegate", "DataSource"]

  /// The role a top-level function's name suggests: Redux-style code writes reducers and
  /// middleware as free functions (`func loginReducer(_:_:)`), so only those two roles count.
  ///
  /// ```swift
  /// RoleConventions.role(forFunctionNamed: "loginReducer(_:_:)")  // .reducer
  /// RoleConventions.role(forFunctionNamed: "makeLoginView()")      // nil
  /// ```
  public static func role(forFunctionNamed name: String) -> ArchitectureRole? {
    let base = name.prefix { $0 != "(" }
    guard let first = base.first else { return nil }
    let role = role(forTypeNamed: first.uppercased() + base.dropFirst())
    return role == .reducer || role == .middleware ? role : nil
  }

  /// The role a folder's name suggests, or `nil`.
  public static func role(forFolder name: String) -> ArchitectureRole? {
    let lowered = name.lowercased()
    for (folder, role) in folders where lowered == folder || lowered + "s" == folder {
      return role
    }
    if lowered.hasSuffix("tests") { return .test }
    return nil
  }

  /// The role a relative path's folders suggest, nearest folder first.
  public static func role(forPath path: String) -> ArchitectureRole? {
    // A file at the root has no folder to suggest anything.
    guard path.utf8.contains(UInt8(ascii: "/")) else { return nil }
    let components = path.split(separator: "/").dropLast()
    for folder in components.reversed() {
      if let role = role(forFolder: String(folder)) { return role }
    }
    return nil
  }

  /// The role a file's name suggests: `LoginPresenter.swift` or `LoginPresenter+Table.swift`.
  public static func role(forFileNamed path: String) -> ArchitectureRole? {
    var base = path.split(separator: "/").last.map(String.init) ?? path
    if base.hasSuffix(".swift") { base.removeLast(6) }
    if let plus = base.firstIndex(of: "+") { base = String(base[..<plus]) }
    return role(forTypeNamed: base)
  }
}
