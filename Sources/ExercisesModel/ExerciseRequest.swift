/// What `archbench-exercise` does, as the file it reads: run one exercise's scenarios on the
/// samples it was built from, or apply, prove and measure the reference solutions.
///
/// `archbench exercise check` and `exercise measure` hand it a ``Task/run(exercise:architecture:)``
/// in the tree they grade; `archbench report` hands it a ``Task/measure(exercise:packagePath:output:)``.
///
/// ```swift
/// let request = ExerciseRequest(.run(exercise: "note-limit", architecture: "mvc"))
/// // {"schema":1,"task":{"run":{"architecture":"mvc","exercise":"note-limit"}}}
/// ```
public struct ExerciseRequest: Codable, Sendable, Hashable {
  /// The version of this contract; a request of another version is refused, not guessed at.
  public static let currentSchema = 1

  /// ``currentSchema`` when written; the reader refuses any other.
  public var schema: Int
  public var task: Task

  public enum Task: Codable, Sendable, Hashable {
    /// One exercise's scenarios on one architecture (its id) or `all`; the program prints an
    /// ``ExerciseRunResult``.
    case run(exercise: String, architecture: String)
    /// One exercise's reference solutions (`nil`: every exercise's) applied to the clean checkout
    /// at `packagePath`, built, proven and measured; the ``ExtensibilityReport`` is written as
    /// JSON to `output`.
    case measure(exercise: String?, packagePath: String, output: String)
  }

  public init(_ task: Task) {
    self.schema = Self.currentSchema
    self.task = task
  }
}
