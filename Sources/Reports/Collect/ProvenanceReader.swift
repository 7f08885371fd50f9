import ChildProcess
import Foundation
import Git
import LatencyModel

/// Reads the current run's provenance: toolchain, git commit and whether the tree is dirty
/// (through libgit2), UTC date, core count, and with counted instructions the fingerprint of
/// what the measuring program was built from (``MeasuredInputs``).
///
/// ```swift
/// let provenance = await ProvenanceReader.current(packageRoot: root, skipped: ["latency"])
/// ```
public enum ProvenanceReader {
  public static func current(
    packageRoot: URL, skipped: [String], counted: InstructionReport.Run? = nil
  ) async -> Provenance {
    let toolchain = await swiftVersion(in: packageRoot) ?? "unknown"
    // Outside a repository (a source archive, say) the report is still made, as of an unknown commit.
    let repository = try? Repository.open(packageRoot.path)
    let commit = repository?.head?.hex ?? "unknown"
    let dirty = (try? repository?.isDirty) ?? nil
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    var provenance = Provenance(
      toolchain: toolchain, commit: commit, dirty: dirty, date: formatter.string(from: Date()),
      cores: ProcessInfo.processInfo.activeProcessorCount, skipped: skipped)
    if let counted {
      provenance.measuredInputs = try? await MeasuredInputs.fingerprint(
        packageRoot: packageRoot, buildConfiguration: counted.buildConfiguration, toolchain: counted.toolchain,
        valgrind: counted.valgrindVersion)
    }
    return provenance
  }

  /// The first line of `swift --version`, run in `directory` (where a `.swift-version` may choose
  /// the toolchain), or `nil` without a `swift` that answers.
  static func swiftVersion(in directory: URL) async -> String? {
    guard let swift = try? SwiftExecutable.program(),
      let result = try? await ChildProcess(
        swift, arguments: ["--version"], workingDirectory: directory.path, standardError: .discarded
      ).run(), result.succeeded
    else { return nil }
    return result.output.split(separator: "\n").first.map(String.init)
  }
}
