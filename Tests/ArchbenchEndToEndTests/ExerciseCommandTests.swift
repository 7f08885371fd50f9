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
        "unread-badge", "registration",
      ])
  }

  @Test("show prints the task, the scenarios and the solutions")
  func show() async throws {
    let result = try await Self.run(["exercise", "show", "password-rule", "--package-path", Self.packageRoot.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("# Password rule\n"))
    #expect(result.standardOutput.contains("\nScenarios:\n  passwordRule.showsWhileShort\n"))
    #expect(result.standardOutput.contains("  MVC: Exercises/solutions/password-rule/mvc.patch\n"))
    #expect(result.standardOutput.hasSuffix("Teacher's key: Exercises/solutions/password-rule/KEY.md\n"))
  }

  @Test("show in a students' hand-out, without Exercises/solutions/: the task, and no solutions by design")
  func showHandOut() async throws {
    let handOut = FileManager.default.temporaryDirectory.appendingPathComponent("hand-out-\(UUID().uuidString)")
    let task = handOut.appendingPathComponent("Exercises/password-rule/README.md")
    try FileManager.default.createDirectory(at: task.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: handOut) }
    try FileManager.default.copyItem(
      at: Self.packageRoot.appendingPathComponent("Exercises/password-rule/README.md"), to: task)
    let result = try await Self.run(["exercise", "show", "password-rule", "--package-path", handOut.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("# Password rule\n"))
    #expect(
      result.standardOutput.hasSuffix(
        "  passwordRule.longPasswordLogsIn\nReference solutions: not in this copy (Exercises/solutions/ is the teacher's)\n"
      ))
  }

  @Test("check on the unsolved samples fails each scenario it should, and exits 2")
  func checkUnsolved() async throws {
    let result = try await Self.run([
      "exercise", "check", "password-rule", "--arch", "mvc", "--package-path", Self.packageRoot.path,
      "--program", ArchbenchProcess.exerciseProgram.path,
    ])
    #expect(result.status == 2)
    #expect(
      result.standardOutput.contains(
        "FAIL  mvc  passwordRule.showsWhileShort: after typing 3 characters: no #passwordRule text, expected "
          + "'Use at least 6 characters.'\n"))
    #expect(result.standardOutput.contains("PASS  mvc  passwordRule.longPasswordLogsIn\n"))
    #expect(result.standardOutput.contains("Change cost in Samples/MVC against HEAD ("))
  }

  @Test("check's change cost: the architecture's source and its Tests/ apart, in text and in JSON")
  func checkCostSplit() async throws {
    let repository = try TestRepository()
    let start = try repository.commit(
      [
        "Samples/MVC/Sources/Login/LoginController.swift": "final class LoginController {\n  let a = 1\n}\n",
        "Samples/MVVM/Sources/Login/LoginViewModel.swift": "final class LoginViewModel {}\n",
      ], message: "Start")
    try repository.checkOut()
    let root = URL(fileURLWithPath: repository.path)
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    // The student's change, not committed: two source files (one new), one test file, and a change elsewhere.
    try write(
      "Samples/MVC/Sources/Login/LoginController.swift", "final class LoginController {\n  let a = 2\n  let b = 3\n}\n")
    try write("Samples/MVC/Sources/Login/PasswordRule.swift", "let minimum = 6\n")
    try write("Samples/MVC/Tests/PasswordRuleTests.swift", "import Testing\n\n@Test func rule() {}\n")
    try write("Samples/MVVM/Sources/Login/LoginViewModel.swift", "final class LoginViewModel { let x = 1 }\n")
    let arguments = [
      "exercise", "check", "password-rule", "--arch", "mvc", "--package-path", repository.path,
      "--program", ArchbenchProcess.exerciseProgram.path,
    ]
    let text = try await Self.run(arguments)
    #expect(text.status == 2)
    #expect(
      text.standardOutput.hasSuffix(
        "Change cost in Samples/MVC against HEAD (\(start.prefix(7))): 2 files, +3 −1 source · 1 file, +3 −0 tests\n"))
    let json = try await Self.run(arguments + ["--format", "json"])
    #expect(json.status == 2)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["exercise"] as? String == "password-rule")
    #expect((object["results"] as? [Any])?.isEmpty == false)
    let change = try #require(object["change"] as? [String: Any])
    #expect(change["directory"] as? String == "Samples/MVC")
    #expect(change["base"] as? String == "HEAD (\(start.prefix(7)))")
    let cost = try #require(change["cost"] as? [String: [String: Int]])
    #expect(cost["source"] == ["filesTouched": 2, "linesAdded": 3, "linesRemoved": 1])
    #expect(cost["tests"] == ["filesTouched": 1, "linesAdded": 3, "linesRemoved": 0])
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
