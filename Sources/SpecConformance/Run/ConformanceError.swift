/// Why `archbench conformance` has no report.
///
/// ```swift
/// ConformanceError.buildFailed(errors: ["Samples/Hexagonal/Sources/App/HexagonalApp.swift:9:5: error: …"]).description
/// ```
public enum ConformanceError: Error, Equatable, CustomStringConvertible {
  /// The package or its tests do not compile; the first compiler errors.
  case buildFailed(errors: [String])
  /// The test binary did not run to the end: it crashed, was killed, or wrote no events.
  case runFailed(reason: String)
  /// SPEC.md or the test binary is missing, or a program cannot be started.
  case cannotRun(reason: String)

  public var description: String {
    switch self {
    case .buildFailed(let errors):
      (["the package does not build:"] + errors).joined(separator: "\n  ")
    case .runFailed(let reason): "the conformance suite did not run to the end: \(reason)"
    case .cannotRun(let reason): reason
    }
  }
}
