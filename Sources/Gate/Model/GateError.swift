import Foundation

/// What stops a check before it can judge anything; the CLI prints it on one line and exits 1.
///
/// ```swift
/// print(GateError.incompatible(path: "Benchmarks/baseline.json", found: 9, expected: 1))
/// // Benchmarks/baseline.json: baseline schema version 9, this archbench reads 1; run archbench baseline update
/// ```
public enum GateError: Error, Equatable, CustomStringConvertible {
  case unreadable(path: String, reason: String)
  case incompatible(path: String, found: Int, expected: Int)
  case measurementFailed(String)
  /// The baseline's instructions were counted with other tools; its counts cannot be compared.
  case otherTools(path: String, reason: String)
  /// There is no valgrind to count instructions with.
  case valgrindMissing
  /// JUnit output was asked for, but the conformance suite did not run.
  case noConformanceMatrix

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): \(reason)"
    case .incompatible(let path, let found, let expected):
      "\(path): baseline schema version \(found), this archbench reads \(expected); run archbench baseline update"
    case .measurementFailed(let reason): "measurement failed: \(reason)"
    case .valgrindMissing: "valgrind is not installed; Scripts/install-system-packages.sh installs it"
    case .otherTools(let path, let reason):
      "\(path): its instructions were \(reason); counts differ between versions, so run archbench baseline update here"
    case .noConformanceMatrix: "the conformance suite did not run, so there is no matrix for JUnit"
    }
  }
}
