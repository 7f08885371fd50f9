import ArgumentParser
import SampleRegistry
import ServiceKit
import TerminalDemo

/// `archbench demo <arch>`: runs a sample interactively in the terminal.
struct DemoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run a sample app in the terminal, driven by typed commands.",
    discussion: DemoSession.help
  )

  @Argument(help: "The architecture to run (see `archbench architectures`).")
  var architecture: String

  @Option(help: "Serve this many generated events instead of the standard fixture (1…100000).")
  var events: Int?

  @Flag(help: "Print every action the app dispatches, with its state change (architectures with an action log).")
  var log = false

  func validate() throws {
    guard let known = Architecture.named(architecture) else {
      throw ValidationError(
        "Unknown architecture '\(architecture)'. Known: \(Architecture.all.map(\.id).joined(separator: ", ")).")
    }
    if log && !known.hasActionLog {
      let logging = Architecture.all.filter(\.hasActionLog).map(\.id).joined(separator: ", ")
      throw ValidationError("--log needs an architecture with an action log (\(logging)); \(known.name) has none.")
    }
    if let events, !EventGenerator.eventCountRange.contains(events) {
      throw ValidationError("--events must be between 1 and 100000, not \(events).")
    }
  }

  @MainActor
  func run() async throws {
    let fixture = events.map { Fixture.generated(eventCount: $0) } ?? .standard
    let session = DemoSession(
      architecture: Architecture.named(architecture)!, backend: FixtureBackend(fixture: fixture), logActions: log
    ) {
      print($0)
    }
    try await session.run(commands: StandardInputLines())
  }
}
