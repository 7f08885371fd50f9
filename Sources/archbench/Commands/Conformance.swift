import ArgumentParser
import Foundation
import SampleRegistry
import SpecConformance
import Support

/// `archbench conformance`: the shared conformance suite against one architecture, scenario by scenario.
struct ConformanceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Run the shared conformance suite against one architecture, scenario by scenario.",
    discussion: """
      Builds the package and its tests (swift build --build-tests), runs Tests/ConformanceTests for the \
      architecture only, and prints each scenario of Samples/SPEC.md under its section: PASS, or FAIL with its \
      first issue, the expectation with the element it queried and the value found. \
      Exit status: 0 every scenario passes, 1 error, 2 a scenario fails, 24 the package does not build or the \
      suite does not run to the end, 64 bad argument.
      """
  )

  @Option(name: .customLong("arch"), help: "The architecture: an id or a name, as `archbench architectures` lists.")
  var architecture: String

  @Option(help: "The report's format.")
  var format = FormatOption<ConformanceCommand>(.text)

  @Option(help: "The package whose suite to run.")
  var packagePath = "."

  @Flag(help: "Run the test binary already built, without building first.")
  var skipBuild = false

  @Option(help: "SwiftPM's build folder, as swift build's --scratch-path (default: the package's .build).")
  var scratchPath: String?

  func validate() throws {
    guard Architecture.named(architecture) != nil else {
      throw ValidationError(
        "Unknown architecture '\(architecture)'. Known: \(Architecture.all.map(\.id).joined(separator: ", ")). "
          + "A sample added with `archbench new` is known once archbench is rebuilt (swift run archbench …).")
    }
  }

  func run() async throws {
    guard let architecture = Architecture.named(architecture) else { throw ExitStatus.badArgument.exitCode }
    let run = ConformanceRun(
      packageRoot: URL(fileURLWithPath: packagePath).standardizedFileURL, skipBuild: skipBuild,
      scratchPath: scratchPath
    ) { standardError($0) }
    do {
      let report = try await run.report(architecture: architecture.id, name: architecture.name)
      print(try ConformanceOutput.render(report, as: format.value), terminator: "")
      if report.failed + report.notRun > 0 { throw ExitStatus.checkFailed.exitCode }
    } catch let error as ConformanceError {
      if case .buildFailed(let errors) = error {
        standardError("Error: the package does not build:")
        for line in errors { standardError("  \(line)") }
      } else {
        standardError("Error: \(error)")
      }
      throw ExitStatus(error).exitCode
    }
  }
}

extension ConformanceCommand: FormatChoices {
  static var formats: [OutputFormat] { ConformanceOutput.formats }
}
