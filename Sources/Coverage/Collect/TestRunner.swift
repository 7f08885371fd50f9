import ChildProcess
import Foundation

/// Runs one test selection in the instrumented test binary, with its own profile folder.
///
/// The binary is run as SwiftPM runs it for Swift Testing, with `LLVM_PROFILE_FILE`
/// pointing into the selection's folder (`%p` and `%m` keep processes and binaries apart)
/// and the event stream written beside it.
///
/// ```swift
/// let run = try await TestRunner(binary: binary, packageRoot: root, workDirectory: cacheDirectory)
///   .run(TestSelection(name: "unit", modules: ["MVCTests"]))
/// run.profiles  // [.../profiles/unit/unit-4242-1234_0.profraw]
/// ```
struct TestRunner {
  /// What a run left behind.
  struct Run: Sendable {
    var summary: TestRunSummary
    /// The raw profiles the run wrote.
    var profiles: [URL]
  }

  var binary: URL
  var packageRoot: URL
  var workDirectory: URL
  var environment: [String: String] = ProcessInfo.processInfo.environment

  func profileDirectory(for selection: TestSelection) -> URL {
    workDirectory.appendingPathComponent("profiles").appendingPathComponent(selection.name)
  }

  func eventStream(for selection: TestSelection) -> URL {
    workDirectory.appendingPathComponent("\(selection.name).events.jsonl")
  }

  func run(_ selection: TestSelection) async throws -> Run {
    let fileManager = FileManager.default
    let profiles = profileDirectory(for: selection)
    let events = eventStream(for: selection)
    // Old profiles would be merged into this run's numbers; old events into its tally.
    try? fileManager.removeItem(at: profiles)
    try? fileManager.removeItem(at: events)
    try fileManager.createDirectory(at: profiles, withIntermediateDirectories: true)

    // With no test target to select, a run without filters would run every test.
    guard !selection.modules.isEmpty else {
      return Run(summary: TestRunSummary(selection: selection.name, modules: [:], failures: []), profiles: [])
    }

    var environment = self.environment
    environment["LLVM_PROFILE_FILE"] = profiles.appendingPathComponent("\(selection.name)-%p-%m.profraw").path
    let result = try await ChildProcess(
      .path(binary.path),
      arguments: ["--testing-library", "swift-testing"] + selection.filterArguments + [
        "--event-stream-output-path", events.path, "--event-stream-version", "0",
      ],
      environment: .exactly(environment), workingDirectory: packageRoot.path,
      standardError: .mergedWithOutput
    ).run()

    let stream = (try? String(contentsOf: events, encoding: .utf8)) ?? ""
    let lastLine = result.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    let summary = TestEventStream.summary(
      of: stream, selection: selection.name, exitStatus: result.status, lastOutputLine: lastLine)
    let written = (try? fileManager.contentsOfDirectory(at: profiles, includingPropertiesForKeys: nil)) ?? []
    return Run(
      summary: summary, profiles: written.filter { $0.pathExtension == "profraw" }.sorted { $0.path < $1.path })
  }
}
