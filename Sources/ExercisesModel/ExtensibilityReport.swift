/// What `archbench exercise measure` found: each exercise's reference solutions, what each
/// costs per architecture, and whether its scenarios fail before and pass after.
///
/// ```swift
/// let report = try await ExerciseMeasurer(packageRoot: root, exercises: ExerciseCatalog.all).measure()
/// print(ExerciseRenderer.extensibilityTable(report))
/// ```
public struct ExtensibilityReport: Sendable, Codable, Equatable {
  /// One exercise's solutions.
  public struct Entry: Sendable, Codable, Equatable {
    public var exercise: String
    public var title: String
    /// By architecture id.
    public var costs: [String: ChangeCost]
    /// The scenarios on the committed samples: each architecture must fail at least one.
    public var unsolved: [ScenarioResult]
    /// The scenarios with every solution applied: all must pass.
    public var solved: [ScenarioResult]
    /// The scenarios run again, up to ``ExtensibilityReport/reruns`` times, for each architecture
    /// with a failure in `solved`: whether that failure reproduces. Empty when nothing failed.
    public var reruns: [ScenarioResult]

    public init(
      exercise: String, title: String, costs: [String: ChangeCost], unsolved: [ScenarioResult],
      solved: [ScenarioResult], reruns: [ScenarioResult] = []
    ) {
      self.exercise = exercise
      self.title = title
      self.costs = costs
      self.unsolved = unsolved
      self.solved = solved
      self.reruns = reruns
    }

    /// A report written before reruns were recorded has none.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      exercise = try container.decode(String.self, forKey: .exercise)
      title = try container.decode(String.self, forKey: .title)
      costs = try container.decode([String: ChangeCost].self, forKey: .costs)
      unsolved = try container.decode([ScenarioResult].self, forKey: .unsolved)
      solved = try container.decode([ScenarioResult].self, forKey: .solved)
      reruns = try container.decodeIfPresent([ScenarioResult].self, forKey: .reruns) ?? []
    }

    /// For an architecture whose solved scenarios failed: whether a rerun failed too. `false` is
    /// a flake (it failed once and passed every rerun), which stays unproven but must be
    /// published as a failure that did not reproduce; `nil` when nothing failed or nothing was rerun.
    public func failureReproduced(_ architecture: String) -> Bool? {
      guard solved.contains(where: { $0.architecture == architecture && !$0.passed }) else { return nil }
      let again = reruns.filter { $0.architecture == architecture }
      guard !again.isEmpty else { return nil }
      return again.contains { !$0.passed }
    }

    /// Whether the architecture's solution is proven, a flake (unproven, its failure not
    /// reproduced), or unproven: what the table marks ✗ or ⚠ flaky and the CSV `no` or `flaky`.
    public func proof(_ architecture: String) -> Proof {
      if isProven(architecture) { return .proven }
      return failureReproduced(architecture) == false ? .flaky : .unproven
    }

    /// Whether the architecture has a reference solution: a sample added with `archbench new` has none.
    public func hasSolution(_ architecture: String) -> Bool { costs[architecture] != nil }

    /// Whether the architecture's solution is proven: the scenarios failed without it and pass with it.
    public func isProven(_ architecture: String) -> Bool {
      unsolved.contains { $0.architecture == architecture && !$0.passed }
        && solved.contains { $0.architecture == architecture }
        && solved.filter { $0.architecture == architecture }.allSatisfy(\.passed)
    }
  }

  /// What the measurement shows of one reference solution.
  public enum Proof: Sendable, Equatable {
    /// Its scenarios failed without it and pass with it.
    case proven
    /// A scenario failed with it and passed every rerun: not proven, and not reproduced either.
    case flaky
    /// Not proven: a failure that reproduced, or scenarios that did not fail without it.
    case unproven
  }

  /// How many times the scenarios of an architecture whose solved run failed are run again.
  public static let reruns = 2

  /// Architecture ids and names, in registry order.
  public var architectures: [Architecture]
  public var entries: [Entry]
  /// The commit the solutions were applied to.
  public var commit: String

  public struct Architecture: Sendable, Codable, Equatable {
    public var id: String
    public var name: String

    public init(id: String, name: String) {
      self.id = id
      self.name = name
    }
  }

  public init(architectures: [Architecture], entries: [Entry], commit: String) {
    self.architectures = architectures
    self.entries = entries
    self.commit = commit
  }

  /// Every solution proven; an architecture without a reference solution has none to prove.
  public var allProven: Bool {
    entries.allSatisfy { entry in
      architectures.allSatisfy { !entry.hasSolution($0.id) || entry.isProven($0.id) }
    }
  }

  /// One line per solution not proven, saying why: its scenarios failed with it applied, or
  /// already passed without it.
  ///
  /// ```swift
  /// report.unproven  // ["not proven: note-limit for MVC: noteLimit.counts: …"]
  /// ```
  public var unproven: [String] {
    entries.flatMap { entry in
      architectures.filter { entry.hasSolution($0.id) && !entry.isProven($0.id) }.map { architecture in
        let failures = entry.solved.filter { $0.architecture == architecture.id && !$0.passed }
        let reason =
          failures.isEmpty
          ? "its scenarios already pass without the solution"
          : failures.map { "\($0.scenario): \($0.message ?? "")" }.joined(separator: "; ")
        return "not proven: \(entry.exercise) for \(architecture.name): \(reason)"
      }
    }
  }

  /// Files and changed lines summed over the exercises, per architecture id: source with
  /// source, tests with tests.
  public func total(_ architecture: String) -> ChangeCost {
    entries.compactMap { $0.costs[architecture] }.reduce(.zero, +)
  }
}
