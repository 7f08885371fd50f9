/// The part a type or file plays in an app's architecture.
///
/// Assigned by ``RoleClassifier`` from folder and type-name conventions, which a roles
/// file can override.
public enum ArchitectureRole: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case model = "Model"
  case view = "View"
  case viewController = "ViewController"
  case controller = "Controller"
  case viewModel = "ViewModel"
  case presenter = "Presenter"
  case interactor = "Interactor"
  case router = "Router"
  case entity = "Entity"
  case coordinator = "Coordinator"
  case useCase = "UseCase"
  case repository = "Repository"
  case store = "Store"
  case state = "State"
  case action = "Action"
  case reducer = "Reducer"
  case middleware = "Middleware"
  /// ReactorKit's reactor: a `…Reactor` that turns a view's `Action`s into `Mutation`s and
  /// reduces them into its `State`.
  case reactor = "Reactor"
  /// A feature of The Composable Architecture: a `@Reducer` type holding its nested `State`
  /// and `Action` and the reducer over them.
  case feature = "Feature"
  case service = "Service"
  case builder = "Builder"
  /// Wires one scene's view controller, interactor, presenter and router (Clean Swift, VIP).
  case configurator = "Configurator"
  /// Does one job for an interactor, such as a backend call (Clean Swift, VIP).
  case worker = "Worker"
  /// A use case's `Request`, `Response` or `ViewModel`, nested in its scene (Clean Swift, VIP).
  case useCaseModel = "UseCaseModel"
  case test = "Test"
  case other = "Other"

  /// Parses a role name case-insensitively, accepting `Assembly` for ``builder``.
  public init?(name: String) {
    let lowered = name.lowercased()
    if lowered == "assembly" || lowered == "builder/assembly" {
      self = .builder
      return
    }
    guard let role = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
    self = role
  }

  /// The plural used in evidence: "12 Presenters".
  public var plural: String {
    switch self {
    case .entity: "Entities"
    case .repository: "Repositories"
    case .useCaseModel: "use-case models (Request/Response/ViewModel)"
    case .other: "Other"
    default: rawValue + "s"
    }
  }

  public static func < (lhs: ArchitectureRole, rhs: ArchitectureRole) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
