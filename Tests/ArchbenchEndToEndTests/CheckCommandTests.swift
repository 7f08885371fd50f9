import Foundation
import Testing

/// `archbench check`'s bad input, which fails before anything is measured. A whole check
/// takes minutes; `Scripts/check-gate.sh` runs the real ones.
@Suite("archbench check, bad input")
struct CheckCommandTests {
  private func file(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test func aMissingBaselineIsOneLineAndExit1() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID().uuidString).json").path

    let result = try ArchbenchProcess.run(["check", "--baseline", missing])

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "Error: \(missing): no such file or not readable\n")
  }

  @Test func anIncompatibleBaselineIsOneLineAndExit1() throws {
    let baseline = try file(#"{ "schemaVersion": 7 }"#)
    defer { try? FileManager.default.removeItem(at: baseline) }

    let result = try ArchbenchProcess.run(["check", "--baseline", baseline.path])

    #expect(result.status == 1)
    #expect(
      result.standardError
        == "Error: \(baseline.path): baseline schema version 7, this archbench reads 2; run archbench baseline update\n"
    )
  }

  @Test func aBrokenThresholdsFileIsOneLineAndExit1() throws {
    let baseline = try file(
      #"""
      { "schemaVersion": 2, "commit": "x", "createdAt": "y", "latencyRuns": 1, "latencyArguments": [],
        "instructionArguments": [], "tools": { "valgrind": "v", "toolchain": "t" }, "metrics": [] }
      """#
    )
    let thresholds = try file("[]")
    defer {
      try? FileManager.default.removeItem(at: baseline)
      try? FileManager.default.removeItem(at: thresholds)
    }

    let result = try ArchbenchProcess.run(["check", "--baseline", baseline.path, "--thresholds", thresholds.path])

    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("Error: \(thresholds.path): not a valid thresholds file: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test(arguments: [["--latency-runs", "0"], ["--latency-iterations", "0"], ["--format", "xml"]])
  func rejectsABadValue(_ arguments: [String]) throws {
    let result = try ArchbenchProcess.run(["check"] + arguments)

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: "))
  }
}
