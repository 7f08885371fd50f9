import ChildProcess
import Coverage
import Foundation
import LatencyModel

/// The measuring program (`archbench-measure`) in a child process, told what to measure by a
/// request file: the one way the report's latency, instruction and idiom phases start it and key its
/// results (through ``ChildPhase``).
///
/// ```swift
/// let child = LatencyChild(executable: MeasuringProgram().executable, packageRoot: root, request: LatencyRequest(sizes: [10]))
/// try await child.run(phase: "latency", requestFile: folder.appendingPathComponent("latency.request.json"), output: json)
/// let report = try LatencyReport.load(from: json.path)
/// ```
struct LatencyChild {
  var executable: URL
  var packageRoot: URL
  var request: LatencyRequest

  /// Where the report keeps the results of the latency and instruction phases.
  var cacheDirectory: URL { packageRoot.appendingPathComponent(".build-latency/archbench/report") }

  /// The key of this request's results: every Swift file of the package, the build
  /// configuration, the request, and the format of the cache that keeps them.
  func key(cacheFormat: String) throws -> String {
    let request = String(decoding: RequestFile.encoded(request), as: UTF8.self)
    return try ChildPhase.key(packageRoot: packageRoot, salt: [cacheFormat, BuildConfiguration.name, request])
  }

  /// Runs the request with its JSON results saved to `output`, and its progress lines on our
  /// standard error.
  ///
  /// - Throws: ``ReportError/phaseFailed(phase:status:)`` naming `phase` when the child fails.
  func run(phase: String, requestFile: URL, output: URL) async throws {
    var child = request
    // The phase reads the JSON in `output`; the table on standard output is discarded.
    child.format = .csv
    child.save = false
    child.output = output.path
    do throws(MeasuringProgramError) {
      try MeasuringProgram(executable: executable).checkBuilt()
    } catch {
      throw ReportError.phaseFailed(phase: "\(phase) (\(error))", status: 1)
    }
    // The same environment and folder wherever the checkout is: both reach the heap's layout.
    try await ChildPhase.start(
      executable, request: child, requestFile: requestFile, environment: .measuring, workingDirectory: "/tmp",
      phase: phase)
  }
}
