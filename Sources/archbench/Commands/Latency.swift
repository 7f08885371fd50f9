import ArgumentParser
import Foundation
import Latency
import LatencyModel
import Support

/// `archbench latency`: times every step of the app on every architecture and on the reference.
struct LatencyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "latency",
    abstract: "Measure dispatch latency, allocations and scaling of every architecture.",
    discussion: """
      Times each step from injecting its UI event to the element tree settling, on a zero-latency backend, \
      against a hand-written reference with no architecture. Progress goes to standard error; results are \
      saved to \(LatencyReport.defaultLocation). Build with `swift build -c release --scratch-path \
      .build-release --product archbench --product archbench-measure` for numbers worth comparing: the measuring \
      program, archbench-measure, runs beside archbench.
      """
  )

  @OptionGroup var measuring: LatencyOptions

  @Option(help: "The output format.")
  var format = FormatOption<LatencyCommand>(.text)

  @Option(help: ArgumentHelp("Also write the JSON results to this file (atomically).", valueName: "file"))
  var output: String?

  @Flag(help: "Do not save the results to \(LatencyReport.defaultLocation).")
  var noSave = false

  @Option(
    help: ArgumentHelp(
      "Compare with the JSON results of an earlier run and print the run-to-run agreement.", valueName: "file"))
  var compare: String?

  @Option(
    help: ArgumentHelp(
      "Print the results saved in this file instead of measuring (with --format and --compare).",
      valueName: "file"))
  var from: String?

  func validate() throws {
    if measuring.instructions && (compare != nil || from != nil) {
      throw ValidationError("--instructions counts; --compare and --from read timed results.")
    }
  }

  @MainActor
  func run() async throws {
    // Read before measuring, so that a bad file costs nothing.
    let saved = try from.map(Self.load)
    let earlier = try compare.map(Self.load)
    if let report = saved {
      print(try LatencyReportRenderer.render(report, as: format.value), terminator: "")
      printAgreement(of: earlier, with: report)
      return
    }
    var request = optionsRequest
    try checkOutputs(request.output, createsFolders: true)
    if let folder = request.keepCallgrind { try Self.makeFolder(folder) }
    // --compare reads this run's results back, from a file of its own unless --output names one.
    let comparedFile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-latency-compared-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: comparedFile) }
    if earlier != nil && request.output == nil { request.output = comparedFile.path }
    let status: Int32
    do {
      status = try await MeasuringProgram().run(request)
    } catch {
      throw CommandFailure(error)
    }
    guard status == 0 else { throw ExitCode(status) }
    if let earlier, let output = request.output {
      printAgreement(of: earlier, with: try Self.load(output))
    }
  }

  /// The request the options make, for a run started by hand.
  var optionsRequest: LatencyRequest { measuring.request(format: format.value, output: output, save: !noSave) }

  /// Makes `--keep-callgrind`'s folder before anything is counted, so that a path that cannot be
  /// one fails first, in one line: `cannot keep callgrind's output in a/file/x: Not a directory`.
  private static func makeFolder(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      // Foundation wraps the system's reason, which says what is wrong, in a generic one.
      var reason = error.localizedDescription
      if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
        (underlying as NSError).domain == NSPOSIXErrorDomain
      {
        reason = String(cString: strerror(Int32((underlying as NSError).code)))
      }
      throw CommandFailure("cannot keep callgrind's output in \(path): \(reason)")
    }
  }

  /// Saved results; a file that cannot be read is a ``CommandFailure`` (exit status 1).
  private static func load(_ path: String) throws -> LatencyReport {
    do {
      return try LatencyReport.load(from: path)
    } catch {
      throw CommandFailure(error)
    }
  }

  /// With `--compare`, the agreement of the earlier run with `report`.
  private func printAgreement(of earlier: LatencyReport?, with report: LatencyReport) {
    guard let earlier else { return }
    print(
      "\n" + AgreementRenderer.render(RunAgreement(first: earlier, second: report), first: earlier, second: report),
      terminator: "")
  }
}

extension LatencyCommand: FormatChoices {
  typealias Format = LatencyReportRenderer.Format
}
