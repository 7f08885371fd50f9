/// What `archbench exercise check --format json` prints: the scenarios' results and, for one
/// architecture, what the working tree's change costs in its folder.
///
/// ```json
/// { "exercise": "note-limit",
///   "results": [ { "exercise", "scenario", "architecture", "passed", "message" } ],
///   "change": { "directory": "Samples/MVVM", "base": "HEAD (1a2b3c4)",
///               "cost": { "source": { "filesTouched": 2, "linesAdded": 14, "linesRemoved": 2 },
///                         "tests": { "filesTouched": 1, "linesAdded": 20, "linesRemoved": 0 } } } }
/// ```
public struct ExerciseCheck: Sendable, Codable, Equatable {
  /// The change in one architecture's folder since the revision the student started from.
  public struct Change: Sendable, Codable, Equatable {
    /// The architecture's folder, e.g. `Samples/MVVM`.
    public var directory: String
    /// `--base` and its commit, e.g. `HEAD (1a2b3c4)`.
    public var base: String
    public var cost: ChangeCost

    public init(directory: String, base: String, cost: ChangeCost) {
      self.directory = directory
      self.base = base
      self.cost = cost
    }
  }

  public var exercise: String
  public var results: [ScenarioResult]
  /// `nil` with `--no-cost`, or for `--arch all`.
  public var change: Change?

  public init(exercise: String, results: [ScenarioResult], change: Change? = nil) {
    self.exercise = exercise
    self.results = results
    self.change = change
  }
}
