import ChildProcess
import Foundation

/// What `archbench check` compares with: the baseline and the thresholds, from the files given,
/// the package's defaults, or the embedded defaults, and whether this machine counts as the
/// baseline's did.
///
/// ```swift
/// let setup = try GateSetup.load(packageRoot: root, baseline: nil, thresholds: nil)
/// try await setup.checkCountingTools()   // before minutes of measuring
/// ```
public struct GateSetup: Sendable {
  /// Where the baseline is unless told: `Benchmarks/baseline.json` in the package.
  public static let defaultBaseline = "Benchmarks/baseline.json"
  /// Where the thresholds are unless told; without the file, ``Thresholds/defaults``.
  public static let defaultThresholds = "Benchmarks/thresholds.json"

  /// The baseline's path as given, for messages.
  public var baselinePath: String
  public var baseline: Baseline
  public var thresholds: Thresholds

  /// Reads the baseline and the thresholds; paths are relative to the package.
  public static func load(packageRoot: URL, baseline: String?, thresholds: String?) throws(GateError) -> GateSetup {
    let baselinePath = baseline ?? defaultBaseline
    let reference = try Baseline.load(
      from: URL(fileURLWithPath: baselinePath, relativeTo: packageRoot).standardizedFileURL)
    let limits: Thresholds
    let defaultFile = packageRoot.appendingPathComponent(defaultThresholds)
    if let thresholds {
      limits = try Thresholds.load(from: URL(fileURLWithPath: thresholds, relativeTo: packageRoot).standardizedFileURL)
    } else if FileManager.default.fileExists(atPath: defaultFile.path) {
      limits = try Thresholds.load(from: defaultFile)
    } else {
      limits = .defaults
    }
    return GateSetup(baselinePath: baselinePath, baseline: reference, thresholds: limits)
  }

  /// Throws unless this machine's valgrind and Swift compiler are the baseline's: counts made with
  /// other tools would read as a wall of changes.
  public func checkCountingTools() async throws(GateError) {
    guard let valgrind = await Valgrind.version() else {
      throw GateError.valgrindMissing
    }
    let here = CountingTools(valgrind: valgrind, toolchain: (try? await SwiftExecutable.version()) ?? "unknown")
    if let reason = baseline.tools.mismatch(with: here) {
      throw GateError.otherTools(path: baselinePath, reason: reason)
    }
  }
}
