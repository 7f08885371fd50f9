/// A guess at the architecture a codebase follows, with the role counts behind it.
///
/// Each candidate has required roles and characteristic roles. A candidate matches when
/// every required role (or one of a group of alternatives) has at least one production
/// type, none of its excluded roles has one, and its required and characteristic roles make
/// up at least a third of the production types that have a role. The most specific match
/// wins, in the order VIP, VIPER, TCA, ReactorKit, Redux, Clean, MVVM-C, MVP, MVVM, MVC; with
/// no match the answer is "unclear". TCA (The Composable Architecture) is told by its features
/// (``ArchitectureRole/feature``), ReactorKit by its reactors with their nested `Action` or
/// `State`: both are Redux's family, and would otherwise read as Redux, MVC or nothing. VIP (Clean Swift) has VIPER's presenter, interactor and router, with
/// a `Request`, `Response` and `ViewModel` per use case or a configurator per scene, and no
/// entities. Types are counted when
/// the structure was measured (with top-level reducer and middleware functions); with
/// `--lines-only`, files are.
///
/// ```swift
/// let fingerprint = ArchitectureFingerprint(roleCounts: [.presenter: 12, .interactor: 12, .router: 11])
/// fingerprint.summary  // "VIPER-like: 12 Presenters, 12 Interactors, 11 Routers"
/// ```
public struct ArchitectureFingerprint: Sendable, Hashable, Codable {
  public struct Evidence: Sendable, Hashable, Codable {
    public var role: ArchitectureRole
    public var count: Int
  }

  /// "VIPER-like", …, or "unclear".
  public var architecture: String
  /// The counts of the winning candidate's roles, required roles first.
  public var evidence: [Evidence]

  public var summary: String {
    guard !evidence.isEmpty else { return architecture }
    return architecture + ": "
      + evidence.map { "\($0.count) \($0.count == 1 ? $0.role.rawValue : $0.role.plural)" }
      .joined(separator: ", ")
  }

  struct Candidate {
    var name: String
    /// Each inner list is a group of alternatives, one of which must be present.
    var required: [[ArchitectureRole]]
    var characteristic: [ArchitectureRole]
    /// Roles the architecture does not have: a codebase with one of them is not this candidate.
    var excluded: [ArchitectureRole] = []
  }

  static let candidates: [Candidate] = [
    Candidate(
      name: "VIP-like", required: [[.presenter], [.interactor], [.router], [.useCaseModel, .configurator]],
      characteristic: [.worker], excluded: [.entity]),
    Candidate(
      name: "VIPER-like", required: [[.presenter], [.interactor], [.router]], characteristic: [.entity, .builder]),
    // The Redux family's own dialects before Redux itself: their types have its State and Action too.
    Candidate(name: "TCA-like", required: [[.feature]], characteristic: [.state, .action, .view]),
    Candidate(
      name: "ReactorKit-like", required: [[.reactor], [.action, .state]], characteristic: [.view, .viewController]),
    Candidate(name: "Redux-like", required: [[.reducer], [.action, .store]], characteristic: [.state, .middleware]),
    Candidate(name: "Clean-like", required: [[.useCase], [.repository]], characteristic: [.entity]),
    Candidate(name: "MVVM-C-like", required: [[.viewModel], [.coordinator]], characteristic: [.view]),
    Candidate(name: "MVP-like", required: [[.presenter]], characteristic: [.view, .viewController]),
    Candidate(name: "MVVM-like", required: [[.viewModel]], characteristic: [.view]),
    Candidate(name: "MVC-like", required: [[.viewController, .controller]], characteristic: [.model, .view]),
  ]

  public init(architecture: String, evidence: [Evidence]) {
    self.architecture = architecture
    self.evidence = evidence
  }

  /// The fingerprint of a codebase with these numbers of types (or files) per role.
  public init(roleCounts: [ArchitectureRole: Int]) {
    let classified = roleCounts.filter { $0.key != .other && $0.key != .test }.values.reduce(0, +)
    for candidate in Self.candidates {
      let required = candidate.required.flatMap { $0 }
      guard candidate.required.allSatisfy({ group in group.contains { roleCounts[$0, default: 0] > 0 } }),
        !candidate.excluded.contains(where: { roleCounts[$0, default: 0] > 0 })
      else {
        continue
      }
      let roles = required + candidate.characteristic
      let share = roles.reduce(0) { $0 + roleCounts[$1, default: 0] }
      guard share * 3 >= classified else { continue }
      self.architecture = candidate.name
      self.evidence = roles.compactMap { role in
        let count = roleCounts[role, default: 0]
        return count > 0 ? Evidence(role: role, count: count) : nil
      }
      return
    }
    self.architecture = "unclear"
    self.evidence = []
  }

  /// The fingerprint of the production files of a scan.
  public init(files: [FileMetrics]) {
    let production = files.filter { $0.group == .production }
    var counts: [ArchitectureRole: Int] = [:]
    if production.contains(where: \.hasStructure) {
      for file in production {
        for type in file.types where type.kind != .extension { counts[type.role, default: 0] += 1 }
        // Reducers and middleware written as free functions play their role as a type would.
        for function in file.topLevelFunctions {
          if let role = RoleConventions.role(forFunctionNamed: function.name) { counts[role, default: 0] += 1 }
        }
      }
    } else {
      for file in production { counts[file.role, default: 0] += 1 }
    }
    self.init(roleCounts: counts)
  }
}
