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
    #expect(result.standardError == "Error: \(missing): no such file\n")
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

  /// A function of 12 paths, over the default cyclomatic limit of 10.
  static let complexFunction =
    "func f(a: Int) -> Int {\n" + (1...11).map { "  if a == \($0) { return \($0) }\n" }.joined() + "  return 0\n}\n"

  @Test("check --scan against a baseline whose value is 1e19: one line naming the key, exit 1, no crash (issue 44 H5)")
  func aHugeBaselineValueIsRefused() async throws {
    let folder = BaselineCommandTests.Folder()
    try folder.write("code/A.swift", Self.complexFunction)
    let code = folder.url.appendingPathComponent("code").path
    let baseline = folder.url.appendingPathComponent("b.json")
    let written = try await ScanCommandTests.run(["check", "--scan", code, "--write-baseline", baseline.path])
    #expect(written.status == 0)
    for (value, shown) in [("1e19", "10000000000000000000"), ("12.5", "12.5"), ("-3", "-3")] {
      let text = try String(contentsOf: baseline, encoding: .utf8)
      try Data(text.replacingOccurrences(of: #""value" : 12"#, with: #""value" : \#(value)"#).utf8).write(
        to: folder.url.appendingPathComponent("edited.json"))
      let edited = folder.url.appendingPathComponent("edited.json").path
      let result = try await ScanCommandTests.run(["check", "--scan", code, "--baseline", edited])
      #expect(result.status == 1)
      #expect(result.standardOutput.isEmpty)
      #expect(
        result.standardError
          == "Error: \(edited): not a valid scan baseline: metrics[0].value is \(shown), expected a whole number "
          + "from 0 to 9007199254740992 (complexity.cyclomatic A.swift f(a:))\n")
    }
  }

  @Test("--thresholds /dev/null is empty, a folder is a folder (issue 44 L5)")
  func emptyThresholds() async throws {
    for (path, reason) in [("/dev/null", "is empty"), (FileManager.default.temporaryDirectory.path, "is a folder")] {
      let result = try await ScanCommandTests.run(["check", "--scan", ".", "--thresholds", path])
      #expect(result.status == 1)
      #expect(result.standardError == "Error: \(path): \(reason)\n")
      let baseline = try await ScanCommandTests.run(["check", "--scan", ".", "--baseline", path])
      #expect(baseline.standardError == "Error: \(path): \(reason)\n")
    }
  }

  @Test("check --scan refuses --write-baseline over its thresholds or configuration, before any work (issue 44 M9)")
  func writeBaselineOverAnInput() async throws {
    let folder = BaselineCommandTests.Folder()
    try folder.write("code/A.swift", Self.complexFunction)
    try folder.write("t.json", #"{ "schemaVersion": 1, "scan": { "cyclomatic": 5 } }"#)
    let code = folder.url.appendingPathComponent("code").path
    let thresholds = folder.url.appendingPathComponent("t.json").path
    let result = try await ScanCommandTests.run([
      "check", "--scan", code, "--thresholds", thresholds, "--write-baseline", folder.path + "/./t.json",
    ])
    #expect(result.status == 64)
    #expect(
      result.standardError
        == "Error: --write-baseline and --thresholds name the same file, \(folder.path)/./t.json; give each its own file\n"
    )
    #expect(try String(contentsOfFile: thresholds, encoding: .utf8).contains("\"cyclomatic\": 5"))
  }
}
