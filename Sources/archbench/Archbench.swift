import ArgumentParser
import Foundation
import Support

/// The `archbench` command: measures app architectures on the same app.
@main
struct Archbench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "archbench",
    abstract: "Measure app architectures with one app implemented in each.",
    discussion: """
      The samples in Samples/ implement Samples/SPEC.md once per architecture on a headless UI platform. \
      archbench runs them and measures them.
      """,
    version: "0.1.0",
    subcommands: [
      DemoCommand.self, ArchitecturesCommand.self, ScanCommand.self, GraphCommand.self, CoverageCommand.self,
      LatencyCommand.self, ReportCommand.self,
      CheckCommand.self, BaselineCommand.self, HistoryCommand.self, CompareCommand.self, HotspotsCommand.self,
      ExerciseCommand.self, RulesCommand.self, NewCommand.self, ConformanceCommand.self,
    ]
  )

  /// ArgumentParser's `main()`, with two checks of its own: standard output must have taken
  /// every result (``StandardOutput``), and an error message shows control characters as
  /// escapes (``exit(showing:)``).
  static func main() async {
    StandardOutput.reserveIfClosed()
    var failure: (any Error)?
    do {
      var command = try await asyncParseAsRoot()
      if var command = command as? AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      failure = error
    }
    exit(showing: failure)
  }
}
