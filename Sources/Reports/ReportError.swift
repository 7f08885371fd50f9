/// What can stop a report: a sample that cannot be read, an idiom that cannot be measured, or a Reports/ that
/// cannot or must not be replaced.
///
/// ```swift
/// print(ReportError.cannotReplace(path: "Reports", reason: "read-only file system"))
/// // cannot replace Reports: read-only file system
/// ```
public enum ReportError: Error, Equatable, CustomStringConvertible {
  case cannotReplace(path: String, reason: String)
  /// The output folder holds something other than a previous report, which replacing it would delete.
  case notAReport(path: String, reason: String)
  case unreadableSource(path: String, reason: String)
  case phaseFailed(phase: String, status: Int32)
  /// An idiom's folder in `Idioms/` is not one the report can measure: its `idiom.json` is missing or
  /// wrong, or its patches do not match its architectures.
  case badIdiom(path: String, reason: String)
  /// An idiom's patch no longer applies to the committed tree: the sample changed under it.
  case idiomPatchDoesNotApply(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotReplace(let path, let reason): "cannot replace \(path): \(reason)"
    case .notAReport(let path, let reason):
      "cannot write the report to \(path): \(reason); give a new or empty folder, or a previous report"
    case .unreadableSource(let path, let reason): "cannot measure \(path): \(reason)"
    case .phaseFailed(let phase, let status): "the \(phase) phase failed (exit status \(status)); Reports/ is unchanged"
    case .badIdiom(let path, let reason): "\(path): \(reason); Reports/ is unchanged"
    case .idiomPatchDoesNotApply(let path, let reason):
      "the idiom patch \(path) no longer applies to the committed tree (\(reason)); re-make it against the "
        + "samples (Docs/report.md, \"What an idiom costs\"); Reports/ is unchanged"
    }
  }
}
