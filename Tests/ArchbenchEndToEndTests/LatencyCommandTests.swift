import Foundation
import SampleRegistry
import Testing

@Suite("archbench latency")
struct LatencyCommandTests {
  @Test func rejectsAnUnknownArchitectureWithOneClearLine() throws {
    let result = try ArchbenchProcess.run(["latency", "--arch", "mvc,nope", "--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    let known = (["reference"] + Architecture.all.map(\.id)).joined(separator: ", ")
    #expect(Self.firstLine(of: result.standardError) == "Error: Unknown architecture 'nope'. Known: \(known).")
  }

  @Test func rejectsAnUnknownStepWithOneClearLine() throws {
    let result = try ArchbenchProcess.run(["latency", "--steps", "login", "list.nope", "--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      Self.firstLine(of: result.standardError).hasPrefix("Error: Unknown step 'list.nope'. Known: login.keystroke, "))
    #expect(Self.firstLine(of: result.standardError).hasSuffix(", or a number 1-9."))
  }

  @Test(arguments: [
    ["--sizes", "0"], ["--sizes", "ten"], ["--iterations", "0"], ["--rounds", "0"], ["--format", "xml"],
  ])
  func rejectsABadValue(_ arguments: [String]) throws {
    let result = try ArchbenchProcess.run(["latency"] + arguments + ["--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(Self.firstLine(of: result.standardError).hasPrefix("Error: "))
  }

  /// Two processes measuring the same steps count the same allocations: the counts are exact.
  ///
  /// These steps stay on the main actor; steps that go through a live-changes stream vary by a
  /// few allocations in a few iterations (see README, "Latency").
  @Test func twoRunsCountTheSameAllocations() throws {
    let arguments = [
      "latency", "--arch", "mvc", "--steps", "login.keystroke", "report.note", "--iterations", "5", "--format", "json",
      "--no-save",
    ]
    let first = try ArchbenchProcess.run(arguments)
    let second = try ArchbenchProcess.run(arguments)

    #expect(first.status == 0)
    #expect(second.status == 0)
    let counts = try [first, second].map { result in
      let json = try #require(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      let measurements = try #require(json["measurements"] as? [[String: Any]])
      return measurements.map { ($0["allocations"] as? [String: Any])?["total"] as? Int }
    }
    #expect(counts[0].count == 4)
    #expect(counts[0].allSatisfy { ($0 ?? 0) > 0 })
    #expect(counts[0] == counts[1])
    #expect(first.standardError.contains("warning: this is a debug build"))
    #expect(first.standardError.contains("latency: [20/20] round 5/5 mvc report.note N=8"))
  }

  @Test func printsSavedResultsWithoutMeasuring() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try ArchbenchProcess.run([
      "latency", "--arch", "mvc", "--steps", "1", "--iterations", "2", "--no-save", "--output", file.path,
    ])
    #expect(run.status == 0)

    let printed = try ArchbenchProcess.run(["latency", "--from", file.path, "--format", "csv"])

    #expect(printed.status == 0)
    #expect(printed.standardError.isEmpty)
    let lines = printed.standardOutput.split(separator: "\r\n")
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("reference,login.keystroke,1,8,standard,2,"))
    #expect(lines[2].hasPrefix("mvc,login.keystroke,1,8,standard,2,"))
  }

  static func firstLine(of text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }
}
