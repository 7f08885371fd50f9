import Foundation
import LatencyModel

/// Runs `archbench latency` in a child process, or reuses its last result while no input changed.
///
/// The benchmark runs in a process of its own because it re-executes itself to count
/// allocations exactly (see `MeasurementProcess`), and because its timings should not share
/// a heap with the report's parsing. The result is cached under `.build-latency/archbench/report/`
/// with a key over every Swift file of the package, the build configuration and the
/// benchmark's arguments; `fresh` measures again anyway.
///
/// ```swift
/// let phase = LatencyPhase(packageRoot: root, executable: MeasuringProgram().executable, fresh: false) { print($0) }
/// let latency = try await phase.run()
/// ```
public struct LatencyPhase {
  /// Changes whenever the cached file's meaning or the way it is measured changes.
  static let cacheFormat = "archbench-report-latency-cache-3"

  public var packageRoot: URL
  /// The `archbench` to run, normally this very executable.
  public var executable: URL
  public var fresh: Bool
  /// What `archbench latency` measures; the phase decides where its results go.
  public var request: LatencyRequest
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, executable: URL, fresh: Bool, request: LatencyRequest = LatencyRequest(),
    progress: @escaping (String) -> Void
  ) {
    self.packageRoot = packageRoot
    self.executable = executable
    self.fresh = fresh
    self.request = request
    self.progress = progress
  }

  var directory: URL { packageRoot.appendingPathComponent(".build-latency/archbench/report") }
  var resultURL: URL { directory.appendingPathComponent("latency.json") }
  var keyURL: URL { directory.appendingPathComponent("latency.key") }

  private var child: LatencyChild { LatencyChild(executable: executable, packageRoot: packageRoot, request: request) }

  /// The cache key: every Swift file of the package, the build configuration and the request.
  func key() throws -> String { try child.key(cacheFormat: Self.cacheFormat) }

  public func run() async throws -> LatencyReport {
    let key = try key()
    if !fresh, let cached = cached(key: key) {
      progress(
        "[cache] no input changed since \(cached.run.startedAt); reusing that latency run (--fresh measures again)")
      return cached
    }
    if !BuildConfiguration.isRelease {
      progress("warning: a debug build measures latency; Scripts/report.sh builds the release binary that should")
    }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // The key goes first and the result last, so an interrupted run never pairs an old
    // result with a new key.
    try? FileManager.default.removeItem(at: resultURL)
    let output = directory.appendingPathComponent("latency.partial.json")
    try await child.run(
      phase: "latency", requestFile: directory.appendingPathComponent("latency.request.json"), output: output)
    let report = try LatencyReport.load(from: output.path)
    try Data(key.utf8).write(to: keyURL, options: .atomic)
    try FileManager.default.moveItem(at: output, to: resultURL)
    return report
  }

  private func cached(key: String) -> LatencyReport? {
    guard let stored = try? String(contentsOf: keyURL, encoding: .utf8), stored == key,
      let data = try? Data(contentsOf: resultURL)
    else { return nil }
    return try? LatencyReport(json: data)
  }
}
