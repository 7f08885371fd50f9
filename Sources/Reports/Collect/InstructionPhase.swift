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

  /// The measuring program and what `archbench latency --instructions` counts; the phase decides the rest.
  var child: LatencyChild
  /// Whether to reuse the counts of an earlier run while no input changed.
  public var cached: Bool
  public var fresh: Bool
  public var progress: (String) -> Void

  /// - Parameter executable: the measuring program to run (`archbench-measure`).
  public init(
    packageRoot: URL, executable: URL, request: LatencyRequest = LatencyRequest(), cached: Bool = false,
    fresh: Bool = false, progress: @escaping (String) -> Void = { _ in }
  ) {
    var counting = request
    counting.instructions = true
    child = LatencyChild(executable: executable, packageRoot: packageRoot, request: counting)
    self.cached = cached
    self.fresh = fresh
    self.progress = progress
  }

  /// Counts, or reuses the cached counts; throws ``ReportError/phaseFailed(phase:status:)``.
  public func run() async throws -> InstructionReport {
    let key = cached ? try child.key(cacheFormat: Self.cacheFormat) : nil
    let read = { (url: URL) throws -> InstructionReport in try InstructionReport.load(from: url.path) }
    let cache = ChildPhase(name: "instructions", directory: child.cacheDirectory, fresh: fresh, writesApart: true)
    if let report = cache.cached(key: key, read) {
      progress("[cache] no input changed since \(report.run.startedAt); reusing those counts (--fresh counts again)")
      return report
    }
    return try await cache.run(
      key: key, start: { try await child.run(phase: "instructions", requestFile: $0, output: $1) }, read: read)
  }
}
