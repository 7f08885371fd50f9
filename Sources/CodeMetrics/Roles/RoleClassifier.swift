/// Assigns roles to types and files: the roles file first, then the conventions.
///
/// A file's role is the role most of its types have (ties go to the first declared type's
/// role); a file without typed evidence takes its folder's role, then its file name's.
/// Files in the test group are always ``ArchitectureRole/test``. One convention reads a file's
/// shape rather than a name: a feature of The Composable Architecture (see ``featureNames(in:)``).
///
/// ```swift
/// let classifier = RoleClassifier()
/// classifier.role(forTypeNamed: "LoginPresenter", inFile: "Login/LoginPresenter.swift")  // .presenter
/// ```
public struct RoleClassifier: Sendable {
  public var configuration: RoleConfiguration

  public init(configuration: RoleConfiguration = RoleConfiguration()) {
    self.configuration = configuration
  }

  public func role(forTypeNamed name: String, inFile path: String) -> ArchitectureRole {
    role(forTypeNamed: name, inFile: path, features: [])
  }

  func role(forTypeNamed name: String, inFile path: String, features: Set<String>) -> ArchitectureRole {
    if let role = configuration.role(forTypeNamed: name) { return role }
    if let role = configuration.role(forPath: path) { return role }
    // Before the names: TCA apps call features `Counter`, `CounterFeature` or `AppReducer` alike.
    if features.contains(name) { return .feature }
    if let role = RoleConventions.role(forTypeNamed: name) { return role }
    if let role = RoleConventions.role(forPath: path) { return role }
    return .other
  }

  /// Fills in the roles of `file`'s types and of the file itself.
  public func classify(_ file: inout FileMetrics) {
    let features = Self.featureNames(in: file)
    for index in file.types.indices {
      file.types[index].role = role(forTypeNamed: file.types[index].name, inFile: file.path, features: features)
    }
    file.role = role(ofFile: file, features: features)
  }

  /// The features of The Composable Architecture a file declares, as its documentation lays
  /// them out: in a file that imports `ComposableArchitecture`, a type with a nested `State` and
  /// a nested `Action` (`@Reducer struct Counter { @ObservableState struct State {…}; enum
  /// Action {…}; var body: some ReducerOf<Self> {…} }`). The scan keeps no attributes or
  /// conformances, so the `@Reducer` macro (or a `Reducer` conformance) is read through this
  /// shape, which all of them share.
  ///
  /// ```swift
  /// // import ComposableArchitecture; @Reducer struct Counter { struct State {}; enum Action {} }
  /// RoleClassifier.featureNames(in: file)  // ["Counter"]
  /// ```
  static func featureNames(in file: FileMetrics) -> Set<String> {
    guard file.imports.contains(where: { $0 == "ComposableArchitecture" || $0.hasPrefix("ComposableArchitecture.") })
    else { return [] }
    let declared = Set(file.types.lazy.filter { $0.kind != .extension }.map(\.name))
    return declared.filter { declared.contains($0 + ".State") && declared.contains($0 + ".Action") }
  }

  func role(ofFile file: FileMetrics, features: Set<String> = []) -> ArchitectureRole {
    if file.group == .test { return .test }
    if let role = configuration.role(forPath: file.path) { return role }
    // Types named by convention are evidence; types that fell back to the folder are not.
    var votes: [ArchitectureRole: Int] = [:]
    var first: ArchitectureRole?
    // A reducer function is what a `…Reducer.swift` file is for, even beside an extension of its state.
    for function in file.topLevelFunctions {
      guard let role = RoleConventions.role(forFunctionNamed: function.name) else { continue }
      votes[role, default: 0] += 1
      if first == nil { first = role }
    }
    // A file of several parts' interfaces (VIPER's `LoginContracts.swift`) is none of those parts':
    // its protocols take their parts' roles, but do not vote for the file's.
    for type in file.types {
      let named =
        configuration.role(forTypeNamed: type.name) ?? (features.contains(type.name) ? .feature : nil)
        ?? RoleConventions.role(forTypeNamed: type.name, followingInterfaces: false)
      guard let role = named else { continue }
      votes[role, default: 0] += 1
      if first == nil { first = role }
    }
    if let best = votes.values.max() {
      if let first, votes[first] == best { return first }
      return votes.filter { $0.value == best }.keys.min()!
    }
    if let role = RoleConventions.role(forPath: file.path) { return role }
    if let role = RoleConventions.role(forFileNamed: file.path) { return role }
    return .other
  }
}
