import Git

/// Why an exercise command could not do what it was asked: one case per kind (`archbench`
/// gives each kind its own exit status, listed in `Exercises/README.md`).
///
/// ```swift
/// do { _ = try ExerciseCatalog.exercise("nope") } catch { print(error.description) }
/// // unknown exercise 'nope'; the exercises are password-rule, …
/// ```
public enum ExerciseError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownExercise(String, known: [String])
  case unknownArchitecture(String, known: [String])
  /// The package is not in a git working tree (or the repository is bare).
  case notACheckout(String, reason: String)
  /// `measure` applies solutions to the committed samples; uncommitted changes would not be measured.
  case dirtyTree(String)
  case missingSolution(exercise: String, architecture: String, path: String)
  /// `measure` in a students' hand-out: the package has no reference solution at all
  /// (`Exercises/solutions/` is left out of a hand-out), so there is nothing to measure.
  case noSolutions(String)
  case patchDoesNotApply(exercise: String, architecture: String, reason: String)
  /// The tree with the solutions applied does not build.
  case buildFailed(exercise: String, log: String)
  /// Running the solved tree's scenarios failed outright (not a scenario failure).
  case runFailed(exercise: String, reason: String)
  /// The checkout could not be read as asked: an unknown `--base`, a corrupt object.
  case git(GitError)

  public var description: String {
    switch self {
    case .unknownExercise(let id, let known):
      "unknown exercise '\(id)'; the exercises are \(known.joined(separator: ", "))"
    case .unknownArchitecture(let id, let known):
      "unknown architecture '\(id)'; use one of \(known.joined(separator: ", ")) or all"
    case .notACheckout(let path, let reason): "\(path) is not a git checkout: \(reason)"
    case .dirtyTree(let path):
      "\(path) has uncommitted changes; exercise measure applies the solutions to the committed samples, "
        + "so commit or stash them first"
    case .missingSolution(let exercise, let architecture, let path):
      "\(exercise) has no solution for \(architecture): \(path) is missing"
    case .noSolutions(let path):
      "\(path) has no reference solutions (Exercises/solutions/ is not in this copy, as in a students' hand-out); "
        + "exercise measure needs the teacher's checkout, and exercise check checks a solution of your own"
    case .patchDoesNotApply(let exercise, let architecture, let reason):
      "the \(exercise) solution for \(architecture) no longer applies: \(reason)"
    case .buildFailed(let exercise, let log): "the samples for \(exercise) do not build; see \(log)"
    case .runFailed(let exercise, let reason): "could not run the \(exercise) scenarios on the built tree: \(reason)"
    case .git(let error): error.description
    }
  }
}
