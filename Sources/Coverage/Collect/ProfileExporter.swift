import ChildProcess
import Foundation

/// Merges a selection's raw profiles and exports per-file coverage, with the toolchain's
/// own `llvm-profdata` and `llvm-cov`.
///
/// ```swift
/// let export = try await ProfileExporter(toolchain: toolchain)
///   .export(profiles: run.profiles, binary: binary, profdata: merged, exportFile: json)
/// ```
struct ProfileExporter {
  var toolchain: Toolchain

  /// `llvm-profdata merge -sparse`, then `llvm-cov export -summary-only`, written to `exportFile`.
  ///
  /// - Throws: `CoverageError.unreadableProfile` when llvm-profdata or llvm-cov rejects a
  ///   profile, for example one another toolchain wrote.
  func export(profiles: [URL], binary: URL, profdata: URL, exportFile: URL) async throws -> CoverageExport {
    try await merge(profiles, into: profdata)

    guard FileManager.default.createFile(atPath: exportFile.path, contents: nil) else {
      throw CoverageError.cannotWrite(path: exportFile.path, reason: "the file cannot be created")
    }
    let result = try await ChildProcess(
      .path(toolchain.llvmCov.path),
      arguments: ["export", "-summary-only", "-instr-profile", profdata.path, binary.path],
      standardOutput: .file(exportFile.path)
    ).run()
    guard result.status == 0 else {
      let detail = Self.firstProblem(in: result.lines) ?? "no message"
      if detail.contains("profile") { throw CoverageError.unreadableProfile(detail: detail) }
      throw CoverageError.commandFailed(command: "llvm-cov export", status: result.status, detail: detail)
    }
    return try CoverageExport(json: Data(contentsOf: exportFile))
  }

  /// `llvm-profdata merge`; any unreadable input fails the merge, so that a bad profile
  /// cannot quietly drop out of the numbers.
  func merge(_ profiles: [URL], into profdata: URL) async throws {
    let result = try await ChildProcess(
      .path(toolchain.llvmProfdata.path),
      arguments: ["merge", "-sparse", "--failure-mode=any"] + profiles.map(\.path) + ["-o", profdata.path],
      standardError: .mergedWithOutput
    ).run()
    guard result.status == 0 else {
      throw CoverageError.unreadableProfile(detail: Self.firstProblem(in: result.lines) ?? "no message")
    }
  }

  /// The first line that says what is wrong with which file, without its `warning:` or
  /// `error:` label; llvm-profdata ends with a general "no profile can be merged".
  static func firstProblem(in lines: [String]) -> String? {
    let labelled = lines.compactMap { line -> String? in
      for label in ["error: ", "warning: "] where line.hasPrefix(label) { return String(line.dropFirst(label.count)) }
      return nil
    }
    return labelled.first { $0 != "no profile can be merged" } ?? labelled.first ?? lines.first
  }
}
