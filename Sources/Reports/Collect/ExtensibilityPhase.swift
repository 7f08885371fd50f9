import ChildProcess
import Coverage
import ExercisesModel
import Foundation

/// The report's extensibility phase: `archbench-exercise` in a child process, with a request to
/// measure, which applies every exercise's reference solution, proves it and measures its change
/// cost. Reports links no sample; the program does.
///
/// Its JSON is cached in `.build-exercises/report/` under a key over every Swift file and
/// every solution patch. The measurement needs a clean checkout; when it cannot run (a dirty
/// tree, no repository) the report goes on without the table and says why.
///
/// ```swift
/// let report = await ExtensibilityPhase(packageRoot: root, program: ExerciseProgram(), fresh: false) { print($0) }.run()
/// ```
struct ExtensibilityPhase {
  /// 2: each change cost is its source and its tests apart; a cache of 1 (one cost for both) is measured again.
  static let cacheFormat = "archbench-report-extensibility-cache-2"

  var packageRoot: URL
  var program: ExerciseProgram
  var fresh: Bool
  var progress: (String) -> Void

  var directory: URL { packageRoot.appendingPathComponent(".build-exercises/report") }

  /// Every Swift file, and the solutions themselves, which are patches rather than Swift.
  func key() throws -> String {
    let solutions = FileManager.default.enumerator(
      at: packageRoot.appendingPathComponent("Exercises"), includingPropertiesForKeys: nil)
    let patches = (solutions?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "patch" }
      .sorted { $0.path < $1.path }
      .map { "\($0.lastPathComponent)\n" + ((try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    return try PackageFingerprint.compute(
      packageRoot: packageRoot, salt: ([Self.cacheFormat] + patches).joined(separator: "\n"))
  }

  func run() async -> ExtensibilityReport? {
    do {
      let key = try key()
      let result = directory.appendingPathComponent("extensibility.json")
      let keyFile = directory.appendingPathComponent("extensibility.key")
      if !fresh, (try? String(contentsOf: keyFile, encoding: .utf8)) == key,
        let cached = try? JSONDecoder().decode(ExtensibilityReport.self, from: Data(contentsOf: result))
      {
        progress("  [cache] no input changed; reusing the last exercise measure (--fresh measures again)")
        return cached
      }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: result)
      let partial = directory.appendingPathComponent("extensibility.partial.json")
      guard program.isBuilt else {
        progress(
          "  extensibility not measured: \(program.executable.path) is not built; build it with `\(program.buildCommand)`"
        )
        return nil
      }
      let requestFile = directory.appendingPathComponent("extensibility.request.json")
      try RequestFile.write(
        ExerciseRequest(.measure(exercise: nil, packagePath: packageRoot.path, output: partial.path)),
        to: requestFile.path)
      let measure = try await ChildProcess(
        .path(program.executable.path), arguments: [requestFile.path], workingDirectory: packageRoot.path,
        standardOutput: .discarded, standardError: .passedThrough
      ).run()
      // 2: a solution not proven; the table still shows it, marked.
      guard measure.termination == .exited(0) || measure.termination == .exited(2) else {
        progress("  extensibility not measured: \(ExerciseProgram.name) exited \(measure.shellStatus)")
        return nil
      }
      let report = try JSONDecoder().decode(ExtensibilityReport.self, from: Data(contentsOf: partial))
      try Data(key.utf8).write(to: keyFile, options: .atomic)
      try FileManager.default.moveItem(at: partial, to: result)
      return report
    } catch {
      progress("  extensibility not measured: \(error)")
      return nil
    }
  }
}
