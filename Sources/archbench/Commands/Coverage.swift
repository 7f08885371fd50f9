import ArgumentParser
import ChildProcess
import Coverage
import Foundation
import SampleRegistry
import Support

/// `archbench coverage`: test coverage and testability per architecture.
struct CoverageCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "coverage",
    abstract: "Measure test coverage and testability of every architecture.",
    discussion: """
      Builds the package with coverage in .build-coverage, runs each sample's own tests and the conformance suite, and \
      reports line, function and region coverage of each sample's Sources/, its tests, its test-to-code ratio and the \
      share of its types that are free of the UI platform. An unchanged package reuses the last measurement. Exit \
      status: \(exit: .success) success, \(exit: .failure) error, \(exit: .checkFailed) tests failed, \
      \(exit: .badArgument) bad argument; \(exit: .interrupted), \(exit: .terminated), \(exit: .hungUp) interrupted by \
      SIGINT, SIGTERM, SIGHUP (what it started is stopped).
      """
  )

  @Option(name: .customLong("arch"), help: "Report only this architecture; repeat for more (default: all).")
  var architectures: [String] = []

  @Option(help: "The report's format.")
  var format = FormatOption<CoverageCommand>(.text)

  @Option(help: "Write the report to this file instead of standard output.")
  var output: String?

  @Flag(help: "Build and run the tests again even when no input has changed.")
  var fresh = false

  @Option(help: "The package to measure.")
  var packagePath = "."

  func validate() throws {
    for name in architectures where Architecture.named(name) == nil {
      throw ValidationError(
        "Unknown architecture '\(name)'. Known: \(Architecture.all.map(\.id).joined(separator: ", ")).")
    }
  }

  func run() async throws {
    // Interrupted before its first child runs, it says so too, and ends by the signal.
    Interruption.install()
    try checkOutputs(output)
    let samples = Architecture.all.map(\.sample)
    let pipeline = CoveragePipeline(packagePath: packagePath, samples: samples, fresh: fresh) {
      standardError($0)
    }
    var report = try await pipeline.run()
    if !architectures.isEmpty {
      report = report.restricted(to: Set(architectures.compactMap { Architecture.named($0)?.id }))
    }
    let text = try CoverageRenderer.render(report, as: format.value)
    if let output {
      try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: output))
    } else {
      print(text, terminator: "")
    }
  }
}

extension CoverageCommand: FormatChoices {
  typealias Format = CoverageRenderer.Format
}
