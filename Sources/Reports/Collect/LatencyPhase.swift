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

  /// The measuring program and what `archbench latency` measures; the phase decides where its results go.
  var child: LatencyChild
  public var fresh: Bool
  public var progress: (String) -> Void

  /// - Parameter executable: the measuring program to run (`archbench-measure`).
  public init(
    packageRoot: URL, executable: URL, fresh: Bool, request: LatencyRequest = LatencyRequest(),
    progress: @escaping (String) -> Void
  ) {
    child = LatencyChild(executable: executable, packageRoot: packageRoot, request: request)
    self.fresh = fresh
    self.progress = progress
  }

  var directory: URL { child.cacheDirectory }
  /// Its files in ``directory``: `latency.key`, `latency.json`, and the partial result and request.
  var cache: ChildPhase { ChildPhase(name: "latency", directory: directory, fresh: fresh) }
  var resultURL: URL { cache.resultURL }
  var keyURL: URL { cache.keyURL }

  /// The cache key: every Swift file of the package, the build configuration and the request.
  func key() throws -> String { try child.key(cacheFormat: Self.cacheFormat) }

  public func run() async throws -> LatencyReport {
    let key = try key()
    let read = { (url: URL) throws -> LatencyReport in try LatencyReport.load(from: url.path) }
    if let cached = cache.cached(key: key, read) {
      progress(
        "[cache] no input changed since \(cached.run.startedAt); reusing that latency run (--fresh measures again)")
      return cached
    }
    if !BuildConfiguration.isRelease {
      progress("warning: a debug build measures latency; Scripts/report.sh builds the release binary that should")
    }
    return try await cache.run(
      key: key, start: { try await child.run(phase: "latency", requestFile: $0, output: $1) }, read: read)
  }
}
