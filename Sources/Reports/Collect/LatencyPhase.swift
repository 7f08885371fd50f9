import ChildProcess
import Coverage
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
/// let phase = LatencyPhase(packageRoot: root, executable: URL(fileURLWithPath: "/proc/self/exe"), fresh: false) { print($0) }
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

  /// The cache key: every Swift file of the package, the build configuration and the request.
  func key() throws -> String {
    try PackageFingerprint.compute(
      packageRoot: packageRoot,
      salt:
        "\(Self.cacheFormat) \(BuildConfiguration.name) \(String(decoding: RequestFile.encoded(request), as: UTF8.self))"
    )
  }

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
    var child = request
    child.format = .csv
    child.save = false
    child.output = output.path
    let requestFile = directory.appendingPathComponent("latency.request.json")
    try RequestFile.write(child, to: requestFile.path)
    // The child's progress lines go straight to our standard error; its table is not needed.
    let result = try await ChildProcess(
      .path(executable.path), arguments: ["latency", "--request", requestFile.path],
      workingDirectory: packageRoot.path, standardOutput: .discarded, standardError: .passedThrough
    ).run()
    guard result.succeeded else { throw ReportError.phaseFailed(phase: "latency", status: result.shellStatus) }
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
