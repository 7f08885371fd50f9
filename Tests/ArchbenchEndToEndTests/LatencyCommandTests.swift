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
    ["--speed-tolerance", "0"],
  ])
  func rejectsABadValue(_ arguments: [String]) throws {
    let result = try ArchbenchProcess.run(["latency"] + arguments + ["--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(Self.firstLine(of: result.standardError).hasPrefix("Error: "))
  }

  /// Two processes measuring the same steps count the same allocations, and every dispatch of
  /// a step counts the same: the counts are exact.
  ///
  /// The process re-executes itself so that the main thread alone drains the main queue. These
  /// steps stay on the main actor; steps that go through a live-changes stream vary by one or
  /// two allocations in some iterations (see README, "Latency").
  @Test func twoRunsCountTheSameAllocations() throws {
    let arguments = [
      "latency", "--arch", "mvc", "--steps", "login.keystroke", "report.note", "--iterations", "5", "--format", "json",
      "--no-save",
    ]
    let first = try ArchbenchProcess.run(arguments)
    let second = try ArchbenchProcess.run(arguments)

    #expect(first.status == 0)
    #expect(second.status == 0)
    let runs = try [first, second].map { result in
      try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    let counts = try runs.map { json in
      let measurements = try #require(json["measurements"] as? [[String: Any]])
      return measurements.map { measurement in
        let allocations = measurement["allocations"] as? [String: Any] ?? [:]
        return ["min", "max", "total"].map { allocations[$0] as? Int ?? 0 }
      }
    }
    #expect(counts[0].count == 4)
    #expect(counts[0].allSatisfy { $0[2] > 0 })
    #expect(counts[0].allSatisfy { $0[0] == $0[1] })
    #expect(counts[0] == counts[1])
    for json in runs {
      let run = try #require(json["run"] as? [String: Any])
      #expect(run["mainQueueOnMainThread"] as? Bool == true)
      #expect(run["speedGate"] is [String: Any])
    }
    #expect(first.standardError.contains("warning: this is a debug build"))
    #expect(first.standardError.contains("latency: [20/20] round 5/5 mvc report.note N=8"))
  }

  /// `--pin` puts every thread on one processor and says which in the results; without it, none is pinned.
  @Test func pinsEveryThreadToOneProcessorWhenAsked() throws {
    let arguments = [
      "latency", "--steps", "1", "--iterations", "2", "--no-speed-gate", "--no-save", "--format", "json",
    ]
    let pinned = try ArchbenchProcess.run(arguments + ["--pin", "--arch", "mvc"])
    let free = try ArchbenchProcess.run(arguments + ["--arch", "mvc"])

    #expect(pinned.status == 0)
    #expect(free.status == 0)
    let runs = try [pinned, free].map { result in
      let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      return try #require(json["run"] as? [String: Any])
    }
    let processor = try #require(runs[0]["pinnedProcessor"] as? Int)
    #expect((0..<ProcessInfo.processInfo.activeProcessorCount).contains(processor))
    #expect(runs[1]["pinnedProcessor"] == nil)
  }

  @Test func printsSavedResultsWithoutMeasuring() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try ArchbenchProcess.run([
      "latency", "--arch", "mvc", "--steps", "1", "--iterations", "2", "--no-speed-gate", "--no-save", "--output",
      file.path,
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
