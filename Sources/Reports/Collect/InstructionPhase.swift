import Foundation
import LatencyModel

/// Runs `archbench latency --instructions` in a child process and reads the counts it wrote.
///
/// Counts are the same in every run of one binary, so one pass is enough. The report keeps
/// the result under `.build-latency/archbench/report/`, keyed like ``LatencyPhase``'s by every
/// Swift file of the package, the build configuration and the arguments, and reuses it while
/// the key holds; the gate passes no cache and always counts.
///
/// ```swift
/// let counts = try await InstructionPhase(packageRoot: root, executable: archbench, request: LatencyRequest(sizes: [10])).run()
/// ```
public struct InstructionPhase {
  /// Changes whenever the cached file's meaning or the way it is counted changes.
  static let cacheFormat = "archbench-report-instructions-cache-2"

  public var packageRoot: URL
  public var executable: URL
  /// What `archbench latency --instructions` counts; the phase decides the rest.
  public var request: LatencyRequest
  /// Whether to reuse the counts of an earlier run while no input changed.
  public var cached: Bool
  public var fresh: Bool
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, executable: URL, request: LatencyRequest = LatencyRequest(), cached: Bool = false,
    fresh: Bool = false,
    progress: @escaping (String) -> Void = { _ in }
  ) {
    self.packageRoot = packageRoot
    self.executable = executable
    self.request = request
    self.cached = cached
    self.fresh = fresh
    self.progress = progress
  }

  var directory: URL { packageRoot.appendingPathComponent(".build-latency/archbench/report") }
  var resultURL: URL { directory.appendingPathComponent("instructions.json") }
  var keyURL: URL { directory.appendingPathComponent("instructions.key") }

  /// Counts, or reuses the cached counts; throws ``ReportError/phaseFailed(phase:status:)``.
  public func run() async throws -> InstructionReport {
    var counting = request
    counting.instructions = true
    let child = LatencyChild(executable: executable, packageRoot: packageRoot, request: counting)
    let key = cached ? try child.key(cacheFormat: Self.cacheFormat) : nil
    if let key, !fresh, let stored = try? String(contentsOf: keyURL, encoding: .utf8), stored == key,
      let report = try? InstructionReport.load(from: resultURL.path)
    {
      progress("[cache] no input changed since \(report.run.startedAt); reusing those counts (--fresh counts again)")
      return report
    }
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-instructions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let output = temporary.appendingPathComponent("instructions.json")
    try await child.run(
      phase: "instructions", requestFile: temporary.appendingPathComponent("instructions.request.json"), output: output
    )
    let report = try InstructionReport.load(from: output.path)
    if let key {
      // The result goes first and the key last, so an interrupted run never pairs a new key with an old result.
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: keyURL)
      try report.write(to: resultURL.path)
      try Data(key.utf8).write(to: keyURL, options: .atomic)
    }
    return report
  }
}
