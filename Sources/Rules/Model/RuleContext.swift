import CodeMetrics

/// Everything the rules read about one codebase: each file's facts, the role of every type
/// it declares (the classification of `archbench scan`), and the configuration.
///
/// ```swift
/// let context = RuleContext(sources: [("Login/LoginPresenter.swift", text)], configuration: .defaults(for: "mvp"))
/// let violations = RuleCatalog.rules(for: "mvp").flatMap { $0.check(context) }
/// ```
public struct RuleContext: Sendable {
  public var files: [FileFacts]
  public var configuration: RulesConfiguration
  /// Role by declared type name.
  public var roles: [String: ArchitectureRole]
  /// `class`, `struct`, `enum`, `protocol` or `actor`, by declared type name.
  public var kinds: [String: String]
  public var modelTypes: Set<String>

  /// - Parameters:
  ///   - sources: path (relative to the scanned root) and text of every Swift file.
  ///   - models: type names declared in the configuration's model folders.
  public init(
    sources: [(path: String, text: String)], configuration: RulesConfiguration, models: Set<String> = [],
    classifier: RoleClassifier = RoleClassifier()
  ) {
    self.init(
      parsed: sources.map { ParsedSource(path: $0.path, text: $0.text, classifier: classifier) },
      configuration: configuration, models: models)
  }

  /// The context of files already parsed: each one's facts and its types, classified.
  ///
  /// ```swift
  /// let context = RuleContext(parsed: [ParsedSource(path: "A.swift", text: text)], configuration: .defaults(for: "mvp"))
  /// ```
  public init(parsed: [ParsedSource], configuration: RulesConfiguration, models: Set<String> = []) {
    self.configuration = configuration
    files = parsed.map(\.facts)
    var roles: [String: ArchitectureRole] = [:]
    var kinds: [String: String] = [:]
    for source in parsed {
      for type in source.types where type.kind != .extension {
        roles[type.name] = Self.refined(type.role, name: type.name)
      }
      for declaration in source.facts.declarations where declaration.kind != "extension" {
        kinds[declaration.name] = declaration.kind
      }
    }
    self.roles = roles
    self.kinds = kinds
    modelTypes =
      models.union(configuration.modelTypes)
      .union(roles.filter { $0.value == .model || $0.value == .entity }.keys)
  }

  /// VIPER's contract protocols (`LoginInteractorInput`, `LoginRouterInterface`, …) and Clean
  /// Swift's (`LoginDisplayLogic`, `LoginBusinessLogic`, …) play the role of the part they
  /// describe; the naming conventions leave them as Other.
  static func refined(_ role: ArchitectureRole, name: String) -> ArchitectureRole {
    guard role == .other else { return role }
    let suffixes: [(String, ArchitectureRole)] = [
      ("InteractorInput", .interactor), ("InteractorOutput", .interactor), ("RouterInterface", .router),
      ("ViewInterface", .view), ("PresenterInterface", .presenter), ("DisplayLogic", .view),
      ("BusinessLogic", .interactor), ("PresentationLogic", .presenter), ("RoutingLogic", .router),
      ("DataPassing", .router),
    ]
    return suffixes.first { name.hasSuffix($0.0) }?.1 ?? role
  }

  /// The role of a type named in code: as classified where the codebase declares it, else
  /// by the naming conventions (`UIViewController` is a view controller wherever it comes from).
  public func role(of name: String?) -> ArchitectureRole? {
    guard let name else { return nil }
    return roles[name] ?? RoleConventions.role(forTypeNamed: name).map { Self.refined($0, name: name) }
      ?? Self.refined(.other, name: name).nilIfOther
  }

  /// The layer a file belongs to, by the configuration's layer folders.
  public func layer(of path: String) -> String? {
    let components = path.split(separator: "/").map(String.init)
    return configuration.layers.sorted { $0.key < $1.key }.first { _, folder in
      folder.contains("/") ? path.hasPrefix(folder + "/") : components.dropLast().contains(folder)
    }?.key
  }

  /// A violation at `site` in `file`.
  public func violation(_ rule: String, _ file: FileFacts, _ site: FileFacts.Site, _ message: String) -> Violation {
    Violation(rule: rule, path: file.path, line: site.line, column: site.column, message: message)
  }

  /// `LoginPresenter (Presenter)`: a name with its role, for messages.
  func describe(_ name: String?) -> String {
    guard let name else { return "top-level code" }
    guard let role = roles[name] else { return name }
    return "\(name) (\(role.rawValue))"
  }
}

extension ArchitectureRole {
  fileprivate var nilIfOther: ArchitectureRole? { self == .other ? nil : self }
}
