import ChildProcess
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
  /// Its files in ``directory``: `extensibility.key`, `extensibility.json`, the partial result and the request.
  var cache: ChildPhase { ChildPhase(name: "extensibility", directory: directory, fresh: fresh) }

  /// Every Swift file, and the solutions themselves, which are patches rather than Swift.
  func key() throws -> String {
    let solutions = FileManager.default.enumerator(
      at: packageRoot.appendingPathComponent("Exercises"), includingPropertiesForKeys: nil)
    let patches = (solutions?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "patch" }
      .sorted { $0.path < $1.path }
      .map { "\($0.lastPathComponent)\n" + ((try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    return try ChildPhase.key(packageRoot: packageRoot, salt: [Self.cacheFormat] + patches)
  }

  func run() async -> ExtensibilityReport? {
    let read = { (url: URL) throws -> ExtensibilityReport in
      try JSONDecoder().decode(ExtensibilityReport.self, from: Data(contentsOf: url))
    }
    do {
      let key = try key()
      if let cached = cache.cached(key: key, read) {
        progress("  [cache] no input changed; reusing the last exercise measure (--fresh measures again)")
        return cached
      }
      guard program.isBuilt else {
        progress(
          "  extensibility not measured: \(program.executable.path) is not built; build it with `\(program.buildCommand)`"
        )
        return nil
      }
      return try await cache.run(
        key: key,
        start: { requestFile, output in
          try await ChildPhase.start(
            program.executable,
            request: ExerciseRequest(.measure(exercise: nil, packagePath: packageRoot.path, output: output.path)),
            requestFile: requestFile, workingDirectory: packageRoot.path, phase: "extensibility",
            // 2: a solution not proven; the table still shows it, marked.
            accepting: { $0.termination == .exited(0) || $0.termination == .exited(2) })
        }, read: read)
    } catch ReportError.phaseFailed(_, let status) {
      progress("  extensibility not measured: \(ExerciseProgram.name) exited \(status)")
      return nil
    } catch {
      progress("  extensibility not measured: \(error)")
      return nil
    }
  }
}
