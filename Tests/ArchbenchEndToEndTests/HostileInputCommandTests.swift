import Foundation
import GitFixtures
import Testing

/// Issue 26's inputs through the binary, where the command itself decides: what it refuses
/// before any work, what exit status it gives, and what reaches the terminal. Every input
/// is also in `Scripts/hostile-inputs.sh`, which CI runs.
@Suite("Hostile input, end to end")
struct HostileInputCommandTests {
  static let packageRoot = ExerciseCommandTests.packageRoot

  static func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil
  ) async throws
    -> ArchbenchProcess.Result
  {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { try ArchbenchProcess.run(arguments, input: input, environment: environment) })
      }
    }
  }

  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func listing(_ folder: URL) -> [String] {
    (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
  }

  @Test("report --output over a folder that is not a report: refused before measuring, nothing touched")
  func reportOverACheckout() async throws {
    let victim = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: victim) }
    try FileManager.default.createDirectory(
      at: victim.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try Data("precious\n".utf8).write(to: victim.appendingPathComponent("notes.txt"))
    let before = Self.listing(victim)
    let result = try await Self.run([
      "report", "--package-path", Self.packageRoot.path, "--output", victim.path, "--no-coverage", "--no-conformance",
      "--no-latency", "--no-instructions", "--no-exercises", "--no-history", "--no-idioms",
    ])
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "Error: cannot write the report to \(victim.path): it is not an archbench report (it holds .git, notes.txt); "
        + "give a new or empty folder, or a previous report\n")
    #expect(Self.listing(victim) == before)
  }

  @Test("scan, history, rules --output over a folder: refused, the folder intact")
  func outputOverAFolder() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("let a = 1\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
    let victim = folder.appendingPathComponent("victim")
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try Data("precious\n".utf8).write(to: victim.appendingPathComponent("keep.txt"))
    for arguments in [
      ["scan", folder.path, "--output", victim.path], ["rules", folder.path, "--arch", "mvc", "--output", victim.path],
      ["history", "--git", Self.packageRoot.path, "--chart", victim.path],
    ] {
      let result = try await Self.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.standardError == "Error: cannot write \(victim.path): it is a folder; name a file\n", "\(arguments)")
      #expect(Self.listing(victim) == ["keep.txt"])
    }
  }

  @Test("a terminal escape sequence in a file name is escaped on standard error and in the table")
  func controlCharactersInNames() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("let s = \"\n".utf8).write(to: folder.appendingPathComponent("\u{1B}]0;owned\u{07}.swift"))
    let result = try await Self.run(["scan", folder.path])
    #expect(result.status == 3)
    #expect(
      result.standardError == "warning: \\u{1B}]0;owned\\u{7}.swift: unterminated string literal or comment at line 1\n"
    )
    #expect(!result.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test("a line break in a file name cannot split a message or fake a second one")
  func lineBreakInANameOnStandardError() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("let s = \"\n".utf8).write(to: folder.appendingPathComponent("a\nError: forged.swift"))
    let result = try await Self.run(["scan", folder.path])
    #expect(result.status == 3)
    #expect(
      result.standardError == "warning: a\\nError: forged.swift: unterminated string literal or comment at line 1\n")
  }

  @Test("latency --from a file that is not results: one line naming it, no Foundation dump")
  func latencyFrom() async throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("run.json")
    try Data("{ \"run\": ".utf8).write(to: file)
    let result = try await Self.run(["latency", "--from", file.path])
    #expect(result.status == 1)
    #expect(result.standardError == "Error: cannot read the latency results \(file.path): not valid JSON\n")
  }

  @Test("demo: a long line typed into a field is one edit, not a keystroke per character", .timeLimit(.minutes(1)))
  func demoLongLine() async throws {
    let text = String(repeating: "x", count: 200_000)
    let result = try await Self.run(["demo", "mvc"], input: "1 \(text)\nq\n")
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("[1] [Username: \(text)]"))
  }

  // MARK: Exercises

  @Test("exercise check --base with an unknown revision says so, with git's exit status")
  func unknownBase() async throws {
    let result = try await Self.run([
      "exercise", "check", "note-limit", "--arch", "mvc", "--base", "nosuchrev", "--package-path",
      Self.packageRoot.path,
    ])
    #expect(result.status == 11)
    #expect(result.standardError == "Error: unknown revision 'nosuchrev' in \(Self.packageRoot.path)\n")
  }

  @Test("exercise measure stops when the working tree's status cannot be read")
  func unreadableStatus() async throws {
    let repository = try TestRepository()
    try repository.commit(["README.md": "# r\n"], message: "One")
    try repository.checkOut()
    try Data("DIRC garbage".utf8).write(to: URL(fileURLWithPath: repository.path).appendingPathComponent(".git/index"))
    let result = try await Self.run(["exercise", "measure", "--package-path", repository.path])
    #expect(result.status == 21)
    #expect(
      result.standardError.hasPrefix("Error: \(repository.path) is not a git checkout: its status cannot be read: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  /// A package whose `swift` is a script: `build` succeeds or fails as asked, and the
  /// `archbench-exercise` it "built" reports every scenario passed, which the committed samples
  /// never do for an unsolved exercise.
  static func fakeToolchain(buildSucceeds: Bool) throws -> (package: URL, environment: [String: String]) {
    let root = try temporaryFolder()
    let tools = root.appendingPathComponent("tools")
    let bin = root.appendingPathComponent("bin")
    let package = root.appendingPathComponent("package")
    for folder in [tools, bin, package] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let swift = """
      #!/bin/sh
      case "$*" in
        "build --product archbench-exercise") \(buildSucceeds ? "echo 'Build complete!'; exit 0" : "echo 'error: no such module'; exit 1") ;;
        "build --show-bin-path") echo '\(bin.path)'; exit 0 ;;
      esac
      exit 1
      """
    let program = """
      #!/bin/sh
      echo '{"schema": 1, "exercise": "note-limit", "results": [{"exercise": "note-limit", "scenario": "noteLimit.counts", "architecture": "mvc", "passed": true}]}'
      """
    for (file, text) in [
      (tools.appendingPathComponent("swift"), swift), (bin.appendingPathComponent("archbench-exercise"), program),
    ] {
      try Data(text.utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = tools.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    return (package, environment)
  }

  @Test("exercise check grades the archbench built from the working tree, not the one running")
  func checkBuildsTheWorkingTree() async throws {
    let (package, environment) = try Self.fakeToolchain(buildSucceeds: true)
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let result = try await Self.run(
      ["exercise", "check", "note-limit", "--arch", "mvc", "--no-cost", "--package-path", package.path],
      environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "PASS  mvc  noteLimit.counts\n1 of 1 scenarios pass\n")
    #expect(
      result.standardError
        == "[exercise] building your working tree's samples (swift build --product archbench-exercise)…\n")
  }

  @Test("exercise check refuses a working tree that does not build, pointing to the log")
  func checkRefusesABrokenTree() async throws {
    let (package, environment) = try Self.fakeToolchain(buildSucceeds: false)
    defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
    let result = try await Self.run(
      ["exercise", "check", "note-limit", "--arch", "mvc", "--no-cost", "--package-path", package.path],
      environment: environment)
    let log = package.appendingPathComponent(".build-exercises/check.build.log").path
    #expect(result.status == 24)
    #expect(result.standardError.hasSuffix("Error: the samples for note-limit do not build; see \(log)\n"))
    #expect(try String(contentsOfFile: log, encoding: .utf8).contains("error: no such module"))
  }
}
