import ChildProcess
import Foundation
import LatencyModel
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
    #expect(
      Self.firstLine(of: result.standardError).hasSuffix(
        ", or a section of Samples/SPEC.md with steps (1, 3, 4, 5, 6, 7)."))
  }

  @Test(arguments: [
    ["--sizes", "0"], ["--sizes", "ten"], ["--iterations", "0"], ["--rounds", "0"], ["--format", "xml"],
    ["--speed-tolerance", "0"], ["--round", "2"], ["--rounds", "3", "--round", "4", "--round-output", "part.json"],
  ])
  func rejectsABadValue(_ arguments: [String]) throws {
    let result = try ArchbenchProcess.run(["latency"] + arguments + ["--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(Self.firstLine(of: result.standardError).hasPrefix("Error: "))
  }

  /// Two runs of the instruction pass count the same instructions on every row, even when
  /// started from different environments, and the rows are the subject's and its references'.
  ///
  /// It needs valgrind, which Scripts/install-system-packages.sh installs; without it the
  /// test is skipped and says why, and `--instructions` fails with one line.
  @Test(.enabled(if: Self.hasValgrind, "valgrind is not installed: Scripts/install-system-packages.sh installs it"))
  func twoInstructionPassesCountTheSame() throws {
    let arguments = [
      "latency", "--instructions", "--arch", "mvc", "--steps", "login.keystroke", "--format", "csv", "--no-save",
    ]
    let first = try ArchbenchProcess.run(arguments)
    // The second from a parent whose environment is longer, as another shell's or a CI
    // runner's is: the counted process must not see it.
    var environment = ProcessInfo.processInfo.environment
    environment["ARCHBENCH_TEST_PADDING"] = String(repeating: "x", count: 3_000)
    let second = try ArchbenchProcess.run(arguments, environment: environment)

    #expect(first.status == 0, "\(first.standardError)")
    #expect(second.status == 0, "\(second.standardError)")
    let rows = first.standardOutput.split(separator: "\n").dropFirst()
    #expect(rows.map { $0.split(separator: ",").first ?? "" } == ["reference", "reference-uikit", "mvc"])
    #expect(rows.allSatisfy { Int($0.split(separator: ",")[5]) ?? 0 > 0 })
    #expect(first.standardOutput == second.standardOutput)
  }

  /// A subject counts the same whatever else the request names: the harness sets up a longer
  /// plan for four architectures than for one, but each row's subject allocates from a heap of
  /// its own (SubjectHeap), so none of the harness's allocations moves its addresses. On glibc's
  /// heap mvc's `report.send` counted 1,835,120 alone and 1,835,159 beside three others.
  @Test(.enabled(if: Self.hasValgrind, "valgrind is not installed: Scripts/install-system-packages.sh installs it"))
  func aSubjectCountsTheSameWhateverElseTheRequestNames() throws {
    func mvc(_ architectures: String) throws -> [Substring] {
      let result = try ArchbenchProcess.run([
        "latency", "--instructions", "--arch", architectures, "--steps", "report.send", "--format", "csv", "--no-save",
      ])
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("mvc,") }
    }
    let alone = try mvc("mvc")

    #expect(alone.count == 1)
    #expect(try mvc("mvc,mvp,redux,clean") == alone)
  }

  /// `--keep-callgrind` keeps what Scripts/callgrind-diff.py compares, and keeping it moves no
  /// count: the worker's request, which lives on its heap, does not name the folder.
  @Test(.enabled(if: Self.hasValgrind, "valgrind is not installed: Scripts/install-system-packages.sh installs it"))
  func keptCallgrindOutputComparesIdenticalAndMovesNoCount() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keep-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    func counts(keeping: String?) throws -> [Substring] {
      let keep = keeping.map { ["--keep-callgrind", folder.appendingPathComponent($0).path] } ?? []
      let result = try ArchbenchProcess.run(
        ["latency", "--instructions", "--arch", "mvc", "--steps", "login.keystroke", "--format", "csv", "--no-save"]
          + keep)
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("mvc,") }
    }
    let plain = try counts(keeping: nil)

    #expect(plain.count == 1)
    #expect(try counts(keeping: "old") == plain)
    #expect(try counts(keeping: "new") == plain)
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("old").path).sorted()
    #expect(
      kept == ["archbench-measure", "callgrind-mvc.out", "callgrind-reference-uikit.out", "callgrind-reference.out"])
    let diff = try ArchbenchProcess.run(
      [folder.appendingPathComponent("old").path, folder.appendingPathComponent("new").path],
      program: ArchitectureDocTests.packageRoot.appendingPathComponent("Scripts/callgrind-diff.py"))
    #expect(diff.status == 0, "\(diff.standardError)")
    #expect(diff.standardOutput == "3 rows in both, 3 identical in every function\n")
  }

  @Test func aKeepFolderThatCannotBeMadeFailsFirstInOneLine() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("keep-\(UUID().uuidString)")
    try Data("not a folder".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let folder = file.appendingPathComponent("kept").path

    let result = try ArchbenchProcess.run([
      "latency", "--instructions", "--arch", "mvc", "--keep-callgrind", folder, "--no-save",
    ])

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "Error: cannot keep callgrind's output in \(folder): Not a directory\n")
  }

  @Test func keepingCallgrindOutputNeedsInstructions() throws {
    let result = try ArchbenchProcess.run(["latency", "--keep-callgrind", "/tmp/kept", "--no-save"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(Self.firstLine(of: result.standardError) == "Error: --keep-callgrind needs --instructions.")
  }

  /// Only the measured dispatches are counted, not the warm-up before them: with two more
  /// warm-up dispatches every row counts (nearly) the same per dispatch, and with none the
  /// first dispatch's one-time costs (type metadata, conformance look-ups) make it count more.
  @Test(.enabled(if: Self.hasValgrind, "valgrind is not installed: Scripts/install-system-packages.sh installs it"))
  func warmUpDispatchesAreNotCounted() throws {
    func counts(warmUp: Int) throws -> [Int] {
      let result = try ArchbenchProcess.run([
        "latency", "--instructions", "--arch", "mvc", "--steps", "customer.open", "--warm-up", "\(warmUp)",
        "--format", "csv", "--no-save",
      ])
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput.split(separator: "\n").dropFirst().map { Int($0.split(separator: ",")[5]) ?? 0 }
    }
    let (none, four, six) = (try counts(warmUp: 0), try counts(warmUp: 4), try counts(warmUp: 6))

    #expect(six.count == 3 && four.count == 3 && none.count == 3)
    for (four, six) in zip(four, six) {
      #expect(abs(Double(six - four)) <= 0.02 * Double(four), "warm-up 4: \(four), warm-up 6: \(six)")
    }
    #expect(zip(none, six).allSatisfy { $0 > $1 }, "warm-up 0: \(none), warm-up 6: \(six)")
  }

  static let hasValgrind = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/valgrind")
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
    // The floor, the UIKit reference and MVC, at two steps.
    #expect(counts[0].count == 6)
    #expect(counts[0].allSatisfy { $0[2] > 0 })
    #expect(counts[0].allSatisfy { $0[0] == $0[1] })
    #expect(counts[0] == counts[1])
    for json in runs {
      let run = try #require(json["run"] as? [String: Any])
      #expect(run["mainQueueOnMainThread"] as? Bool == true)
      #expect(run["globalJobsOnMainThread"] as? Bool == true)
      #expect(run["speedGate"] is [String: Any])
    }
    #expect(first.standardError.contains("warning: this is a debug build"))
    #expect(first.standardError.contains("latency: [30/30] round 5/5 mvc report.note N=8"))
  }

  /// `--pin` puts every thread on one processor and says which in the results; without it, none is pinned.
  @Test func pinsEveryThreadToOneProcessorWhenAsked() throws {
    let arguments = [
      "latency", "--steps", "login.keystroke", "--iterations", "2", "--no-speed-gate", "--no-save", "--format", "json",
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

  /// By default a dispatch runs on the main thread alone; `--worker-threads` leaves the global executor's jobs on the pool.
  @Test func runsTheGlobalExecutorsJobsOnTheMainThreadUnlessAsked() throws {
    let arguments = [
      "latency", "--arch", "mvc", "--steps", "login.keystroke", "--iterations", "2", "--no-speed-gate", "--no-save",
      "--format", "json",
    ]
    let results = try [[], ["--worker-threads"]].map { try ArchbenchProcess.run(arguments + $0) }

    #expect(results.map(\.status) == [0, 0])
    let onMainThread = try results.map { result in
      let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      return (json["run"] as? [String: Any])?["globalJobsOnMainThread"] as? Bool
    }
    #expect(onMainThread == [true, false])
    #expect(results.allSatisfy { !$0.standardError.contains("global executor") })
  }

  /// By default every round runs in a process of its own and the parent pools their samples; `--in-process` measures them all in one.
  @Test func measuresEachRoundInAProcessOfItsOwn() throws {
    let arguments = [
      "latency", "--arch", "mvc", "--steps", "login.keystroke", "--iterations", "3", "--rounds", "3", "--no-speed-gate",
      "--no-save", "--format", "json",
    ]
    let separate = try ArchbenchProcess.run(arguments)
    let together = try ArchbenchProcess.run(arguments + ["--in-process"])

    #expect(separate.status == 0)
    #expect(together.status == 0)
    let reports = try [separate, together].map { result in
      try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
    let processes = reports.map { ($0["run"] as? [String: Any])?["processes"] as? Int }
    #expect(processes == [3, 1])
    for report in reports {
      let measurements = try #require(report["measurements"] as? [[String: Any]])
      #expect(measurements.map { $0["iterations"] as? Int } == [3, 3, 3])
      #expect((report["harnessOverhead"] as? [String: Any])?["iterations"] as? Int == 3)
    }
    for round in 1...3 {
      #expect(separate.standardError.contains("round \(round)/3 mvc login.keystroke N=8"))
    }
    #expect(separate.standardError.components(separatedBy: "warning: this is a debug build").count == 2)
  }

  @Test func printsSavedResultsWithoutMeasuring() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try ArchbenchProcess.run([
      "latency", "--arch", "mvc", "--steps", "login.keystroke", "--iterations", "2", "--no-speed-gate", "--no-save",
      "--output", file.path,
    ])
    #expect(run.status == 0)

    let printed = try ArchbenchProcess.run(["latency", "--from", file.path, "--format", "csv"])

    #expect(printed.status == 0)
    #expect(printed.standardError.isEmpty)
    let lines = printed.standardOutput.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix("reference,login.keystroke,1,8,standard,2,"))
    #expect(lines[2].hasPrefix("reference-uikit,login.keystroke,1,8,standard,2,"))
    #expect(lines[3].hasPrefix("mvc,login.keystroke,1,8,standard,2,"))
    let cells = lines[3].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    #expect(cells[22...23] == ["uikit", "reference-uikit"])
    // A keystroke is no change on the server: its realtime columns stay empty.
    #expect(cells.suffix(4) == ["", "", "", ""])
  }

  static func firstLine(of text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }
}

/// `archbench` hands the measuring program its configuration in a request file; a bad one is
/// one line naming the file and exit 65, and `archbench` itself has no hidden worker option.
@Suite("archbench-measure REQUEST")
struct MeasuringProgramRequestTests {
  @Test func aMalformedRequestIsOneLineNamingTheFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-request-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("rounds=5".utf8).write(to: file)

    let result = try ArchbenchProcess.run([file.path], program: ArchbenchProcess.measuringProgram)

    #expect(result.status == 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "Error: malformed request file \(file.path): not JSON\n")
  }

  @Test func aRequestOfAnotherSchemaIsRefused() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-request-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    var request = LatencyRequest(steps: ["1"], sizes: [10])
    request.schema = LatencyRequest.currentSchema + 1
    try RequestFile.write(request, to: file.path)

    let result = try ArchbenchProcess.run([file.path], program: ArchbenchProcess.measuringProgram)

    #expect(result.status == 65)
    #expect(
      result.standardError
        == "Error: malformed request file \(file.path): schema: \(LatencyRequest.currentSchema + 1) is not "
        + "\(LatencyRequest.currentSchema), the version this program reads\n")
  }

  @Test func anUnknownStepIsRefusedBeforeMeasuring() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-request-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try RequestFile.write(LatencyRequest(steps: ["nope"], save: false), to: file.path)

    let result = try ArchbenchProcess.run([file.path], program: ArchbenchProcess.measuringProgram)

    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("Error: the request cannot be measured: "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func aRequestMayAskOnlyForAFormatLatencyResultsHave() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("latency-request-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // A format latency results do not have cannot be built by type: written as another program might.
    try RequestFile.write(LatencyRequest(steps: ["1"], format: .csv, save: false), to: file.path)
    let written = try String(contentsOf: file, encoding: .utf8)
    let sarif = written.replacingOccurrences(of: #""csv""#, with: #""sarif""#)
    #expect(sarif != written)
    try sarif.write(to: file, atomically: true, encoding: .utf8)

    let result = try ArchbenchProcess.run([file.path], program: ArchbenchProcess.measuringProgram)

    #expect(result.status == 65)
    #expect(
      result.standardError
        == "Error: malformed request file \(file.path): format: 'sarif' is not one of text, json, csv, markdown\n")
  }

  @Test func withoutOneArgumentItPrintsItsUsage() throws {
    let result = try ArchbenchProcess.run([], program: ArchbenchProcess.measuringProgram)

    #expect(result.status == 64)
    #expect(
      result.standardError == "usage: archbench-measure REQUEST (a LatencyRequest as JSON, or - for standard input)\n")
  }

  @Test func archbenchHasNoHiddenWorkerOption() throws {
    let result = try ArchbenchProcess.run(["latency", "--request", "/tmp/x.json"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: Unknown option '--request'"))
  }
}
