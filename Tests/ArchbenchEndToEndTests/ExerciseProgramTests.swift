import ExercisesModel
import Foundation
import Testing

/// `archbench-exercise`, as `exercise check` and `exercise measure` run it: one request in, one
/// result out, and one line with its own exit status for a request it cannot run.
@Suite("archbench-exercise")
struct ExerciseProgramTests {
  static func run(_ arguments: [String], input: String = "") throws -> ArchbenchProcess.Result {
    try ArchbenchProcess.run(arguments, input: input, program: ArchbenchProcess.exerciseProgram)
  }

  @Test("a request on the unsolved samples: every scenario's result, exit 2 for those that fail")
  func unsolved() throws {
    let result = try Self.run(
      ["-"], input: #"{"schema": 1, "task": {"run": {"exercise": "password-rule", "architecture": "mvc"}}}"#)
    #expect(result.status == 2, "\(result.standardError)")
    let decoded = try JSONDecoder().decode(ExerciseRunResult.self, from: Data(result.standardOutput.utf8))
    #expect(decoded.schema == ExerciseRunResult.currentSchema)
    #expect(decoded.exercise == "password-rule")
    #expect(
      decoded.results.map { "\($0.architecture) \($0.scenario) \($0.passed)" } == [
        "mvc passwordRule.showsWhileShort false", "mvc passwordRule.blocksLogin false",
        "mvc passwordRule.longPasswordLogsIn true",
      ])
  }

  @Test(
    "a request it cannot run: one line and its exit status",
    arguments: [
      ([], "", 64, "usage: archbench-exercise REQUEST"),
      (["a", "b"], "", 64, "usage: archbench-exercise REQUEST"),
      (["/nonexistent/request.json"], "", 65, "Error: cannot read the request file /nonexistent/request.json: "),
      (["-"], "{", 65, "Error: malformed request file standard input: not JSON"),
      (
        ["-"], #"{"schema": 1, "task": {"run": {"exercise": "note-limit"}}}"#, 65,
        #"Error: malformed request file standard input: missing "architecture" in task.run"#
      ),
      (
        ["-"], #"{"schema": 2, "task": {"run": {"exercise": "note-limit", "architecture": "mvc"}}}"#, 65,
        "Error: malformed request file standard input: schema: 2 is not 1, the version this program reads"
      ),
      (
        ["-"], #"{"schema": 1, "task": {"run": {"exercise": "nope", "architecture": "mvc"}}}"#, 65,
        "Error: unknown exercise 'nope'"
      ),
      (
        ["-"], #"{"schema": 1, "task": {"run": {"exercise": "note-limit", "architecture": "mvx"}}}"#, 65,
        "Error: unknown architecture 'mvx'"
      ),
      (
        ["-"],
        #"{"schema": 1, "task": {"measure": {"exercise": "nope", "packagePath": ".", "output": "/tmp/x.json"}}}"#,
        65, "Error: unknown exercise 'nope'"
      ),
      (
        ["-"],
        #"{"schema": 1, "task": {"measure": {"packagePath": "/nonexistent/package", "output": "/tmp/x.json"}}}"#, 1,
        "Error: /nonexistent/package is not a git checkout: "
      ),
    ] as [([String], String, Int32, String)])
  func badRequest(arguments: [String], input: String, status: Int32, prefix: String) throws {
    let result = try Self.run(arguments, input: input)
    #expect(result.status == status)
    #expect(result.standardError.hasPrefix(prefix), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardOutput.isEmpty)
  }
}
