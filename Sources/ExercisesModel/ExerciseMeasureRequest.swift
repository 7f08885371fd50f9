import Support

/// What one `archbench exercise measure` process measures and where its output goes: the
/// configuration the report's extensibility phase hands the child it starts
/// (`archbench exercise measure --request FILE`).
///
/// ```swift
/// let request = ExerciseMeasureRequest(format: .json, output: "/tmp/extensibility.json", packagePath: root.path)
/// ```
public struct ExerciseMeasureRequest: Codable, Sendable, Hashable {
  /// One exercise's id; `nil` is every exercise.
  public var exercise: String?
  /// The output's format: `markdown` (the extensibility table) or `json` (the report).
  public var format: OutputFormat
  /// A file for the output instead of standard output.
  public var output: String?
  /// The package: a clean git checkout of archbench.
  public var packagePath: String

  public init(
    exercise: String? = nil, format: OutputFormat = .markdown, output: String? = nil, packagePath: String = "."
  ) {
    self.exercise = exercise
    self.format = format
    self.output = output
    self.packagePath = packagePath
  }
}
