import ArgumentParser
import ChildProcess
import Foundation
import SampleRegistry
import Scaffold
import SpecConformance
import Support

/// `archbench conformance`: the shared conformance suite against one architecture, scenario by scenario.
struct ConformanceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Run the shared conformance suite against one architecture, scenario by scenario.",
    discussion: """
      Builds the package and its tests (swift build --build-tests), runs Tests/ConformanceTests for the architecture \
      only, and prints each scenario of Samples/SPEC.md under its section: PASS, or FAIL with its first issue, the \
      expectation with the element it queried and the value found. Exit status: \(exit: .success) every scenario \
      passes, \(exit: .failure) error, \(exit: .checkFailed) a scenario fails, \(exit: .samplesDoNotBuild) the package \
      does not build or the suite does not run to the end, \(exit: .badArgument) bad argument; \(exit: .interrupted), \
      \(exit: .terminated), \(exit: .hungUp) interrupted by SIGINT, SIGTERM, SIGHUP (what it started is stopped).
      """
  )

  @Option(
    name: .customLong("arch"),
    help: "The architecture: an id or a name, as the package's Sources/SampleRegistry registers it.")
  var architecture: String

  @Option(help: "The report's format.")
  var format = FormatOption<ConformanceCommand>(.text)

  @Option(help: "The package whose suite to run.")
  var packagePath = "."

  @Flag(help: "Run the test binary already built, without building first.")
  var skipBuild = false

  @Option(help: "SwiftPM's build folder, as swift build's --scratch-path (default: the package's .build).")
  var scratchPath: String?

  /// The package's registered architectures, read from its source: a sample added with
  /// `archbench new` is known at once, whichever archbench runs. This archbench's own list
  /// when the package has no registry.
  private var known: [RegisteredArchitectures.Entry] {
    let registered = RegisteredArchitectures.read(packageRoot: URL(fileURLWithPath: packagePath))
    return registered.isEmpty ? Architecture.all.map { .init(id: $0.id, name: $0.name) } : registered
  }

  private func chosen(from known: [RegisteredArchitectures.Entry]) -> RegisteredArchitectures.Entry? {
    known.first {
      $0.id.caseInsensitiveCompare(architecture) == .orderedSame
        || $0.name.caseInsensitiveCompare(architecture) == .orderedSame
    }
  }

  func validate() throws {
    let known = known
    guard chosen(from: known) != nil else {
      throw ValidationError(
        "Unknown architecture '\(architecture)'. Known: \(known.map(\.id).joined(separator: ", ")).")
    }
  }

  func run() async throws {
    // Interrupted before its first child runs, it says so too, and ends by the signal.
    Interruption.install()
    guard let entry = chosen(from: known) else {
      throw CommandFailure("unknown architecture '\(architecture)'", status: .badArgument)  // validate() refused it
    }
    let run = ConformanceRun(
      packageRoot: URL(fileURLWithPath: packagePath).standardizedFileURL, skipBuild: skipBuild,
      scratchPath: scratchPath
    ) { standardError($0) }
    let report = try await run.report(architecture: entry.id, name: entry.name)
    print(try ConformanceRenderer.render(report, as: format.value), terminator: "")
    if report.failed + report.notRun > 0 { throw ExitStatus.checkFailed.exitCode }
  }
}

extension ConformanceCommand: FormatChoices {
  typealias Format = ConformanceRenderer.Format
}
