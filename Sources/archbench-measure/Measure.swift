import ChildProcess
import Foundation
import Latency
import LatencyModel

/// `archbench-measure REQUEST`: the measuring program, which alone links the samples, the UI
/// platforms, the references, the latency harness, the allocation interposer and the
/// instruction client, and nothing of archbench's CLI, reports, gate or scanner.
///
/// It reads one ``LatencyRequest`` (a JSON file, or `-` for standard input), measures it with
/// ``LatencyRun``, prints the results in the request's format on standard output, and writes
/// their JSON where the request says. `archbench latency`, `report`, `check` and `baseline
/// update` write the request and run it; so code outside what it links cannot move its counts.
///
/// Exit status: 0 measured; 1 a step failed or the measurement could not run or be written;
/// 64 not one argument; 65 a request it cannot read (unreadable, malformed, another schema
/// version) or cannot measure (an unknown step or architecture).
///
/// ```
/// $ archbench-measure /tmp/latency.request.json > latency.txt
/// ```
@main
enum Measure {
  static func main() async {
    // An async main runs up to its first suspension before the main queue's drain starts; the
    // measuring process asks whether the main thread drains it (MeasurementProcess), so it
    // suspends once first.
    await Task.yield()
    exit(await run(Array(CommandLine.arguments.dropFirst())))
  }

  @MainActor
  static func run(_ arguments: [String]) async -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      log("usage: archbench-measure REQUEST (a LatencyRequest as JSON, or - for standard input)")
      return 64
    }
    let request: LatencyRequest
    do throws(RequestFileError) {
      request = try LatencyRequest.read(from: path)
    } catch {
      log("Error: \(error.description)")
      return 65
    }
    let program = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    do throws(LatencyRunError) {
      switch try await LatencyRun(request: request, program: program, log: log).perform() {
      case .timed(let report):
        try show(
          { try LatencyReportRenderer.render(report, as: request.format) }, of: request, results: "results",
          defaultLocation: LatencyReport.defaultLocation, write: report.write(to:))
        return report.failures.isEmpty ? 0 : 1
      case .counted(let report):
        try show(
          { try LatencyReportRenderer.render(report, as: request.format) }, of: request, results: "instruction counts",
          defaultLocation: InstructionReport.defaultLocation, write: report.write(to:))
        return report.failures.isEmpty ? 0 : 1
      case .shareWritten:
        return 0
      }
    } catch {
      log("Error: \(error.description)")
      if case .badRequest = error { return 65 }
      return 1
    }
  }

  /// Prints the results in the request's format, then saves and writes their JSON as it asks.
  @MainActor
  private static func show(
    _ render: () throws -> String, of request: LatencyRequest, results: String, defaultLocation: String,
    write: (String) throws -> Void
  ) throws(LatencyRunError) {
    do {
      print(try render(), terminator: "")
      if request.save {
        try write(defaultLocation)
        log("latency: \(results) saved to \(defaultLocation)")
      }
      if let output = request.output {
        try write(output)
        log("latency: \(results) written to \(output)")
      }
    } catch {
      throw .failed("\(error)")
    }
  }

  static func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
