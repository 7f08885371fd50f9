import Foundation
import GitFixtures
import Testing

/// `archbench exercise` as a teacher and a student run it: the catalog, a check of the
/// unsolved samples, and every bad input's line and exit status.
@Suite("archbench exercise")
struct ExerciseCommandTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func run(_ arguments: [String]) async throws -> ArchbenchProcess.Result {
    try await ScanCommandTests.run(arguments)
  }

  @Test("list prints every exercise")
  func list() async throws {
    let result = try await Self.run(["exercise", "list"])
    #expect(result.status == 0)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Exercise ") == true)
    #expect(
      lines.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" } == [
        "password-rule", "sort-toggle", "event-count", "logout-confirmation", "note-limit", "report-history",
        "unread-badge",
      ])
  }

  @Test("show prints the task, the scenarios and the solutions")
  func show() async throws {
    let result = try await Self.run(["exercise", "show", "password-rule", "--package-path", Self.packageRoot.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("# Password rule\n"))
    #expect(result.standardOutput.contains("\nScenarios:\n  passwordRule.showsWhileShort\n"))
    #expect(result.standardOutput.contains("  MVC: Exercises/solutions/password-rule/mvc.patch\n"))
  }

  @Test("check on the unsolved samples fails each scenario it should, and exits 2")
  func checkUnsolved() async throws {
    let result = try await Self.run([
      "exercise", "check", "password-rule", "--arch", "mvc", "--package-path", Self.packageRoot.path, "--no-build",
    ])
    #expect(result.status == 2)
    #expect(
      result.standardOutput.contains(
        "FAIL  mvc  passwordRule.showsWhileShort: after typing 3 characters: no #passwordRule text, expected "
          + "'Use at least 6 characters.'\n"))
    #expect(result.standardOutput.contains("PASS  mvc  passwordRule.longPasswordLogsIn\n"))
    #expect(result.standardOutput.contains("Change cost in Samples/MVC against HEAD ("))
  }

  @Test("bad input: one line each, and its own exit status")
  func badInput() async throws {
    let plain = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: plain) }
    let dirty = try TestRepository()
    try dirty.commit(["README.md": "# r\n"], message: "One")
    try dirty.checkOut()
    try Data("new\n".utf8).write(to: URL(fileURLWithPath: dirty.path).appendingPathComponent("notes.txt"))
    let cases: [(arguments: [String], status: Int32, prefix: String)] = [
      (["exercise", "show", "nope"], 20, "Error: unknown exercise 'nope'; the exercises are password-rule, "),
      (["exercise", "check", "nope", "--arch", "mvc"], 20, "Error: unknown exercise 'nope'"),
      (["exercise", "check", "note-limit", "--arch", "mvx"], 20, "Error: unknown architecture 'mvx'; use one of mvc"),
      (
        ["exercise", "check", "note-limit", "--arch", "mvc", "--package-path", plain], 21,
        "Error: \(plain) is not a git checkout: "
      ),
      (["exercise", "measure", "--package-path", plain], 21, "Error: \(plain) is not a git checkout: "),
      (
        ["exercise", "measure", "--package-path", dirty.path], 22,
        "Error: \(dirty.path) has uncommitted changes; exercise measure applies the solutions"
      ),
    ]
    for (arguments, status, prefix) in cases {
      let result = try await Self.run(arguments)
      #expect(result.status == status, "\(arguments)")
      #expect(result.standardError.hasPrefix(prefix), "\(arguments): \(result.standardError)")
      #expect(result.standardError.split(separator: "\n").count == 1, "\(arguments)")
    }
  }
}
