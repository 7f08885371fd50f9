import ChildProcess
import Foundation
import Synchronization
import Testing

/// Runs `sh -c` scripts: what goes in, what comes out, and how the child ended.
@Suite struct ChildProcessTests {
  private func shell(
    _ script: String, input: ChildProcess.Input = .none, output: ChildProcess.Output = .captured(),
    error: ChildProcess.ErrorOutput = .captured(), environment: ChildProcess.Environment = .inherited,
    in directory: String? = nil
  ) -> ChildProcess {
    ChildProcess(
      .named("sh"), arguments: ["-c", script], environment: environment, workingDirectory: directory,
      standardInput: input, standardOutput: output, standardError: error)
  }

  @Test func capturesBothOutputsAndTheExitStatus() async throws {
    let result = try await shell("echo out; echo err >&2; exit 3").run()

    #expect(result.output == "out\n")
    #expect(result.errors == "err\n")
    #expect(result.termination == .exited(3))
    #expect(!result.succeeded)
    #expect(result.shellStatus == 3)
  }

  @Test func aSignalIsNotAnExitStatus() async throws {
    let result = try await shell("kill -TERM $$").run()

    #expect(result.termination == .signalled(SIGTERM))
    #expect(result.shellStatus == 128 + SIGTERM)
  }

  @Test func readsBytesOrAFileOnStandardInput() async throws {
    #expect(try await shell("cat", input: .bytes(Array("hello".utf8))).run().output == "hello")
    #expect(try await shell("cat").run().output == "")

    let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-input-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    try "from a file".write(to: file, atomically: true, encoding: .utf8)
    #expect(try await shell("cat", input: .file(file.path)).run().output == "from a file")
  }

  @Test func writesToAFileOrNowhere() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-output-\(UUID())")
    defer { try? FileManager.default.removeItem(at: file) }
    try "old contents, longer than the new".write(to: file, atomically: true, encoding: .utf8)

    let result = try await shell("echo data; echo message >&2", output: .file(file.path), error: .discarded).run()

    #expect(result.standardOutput.isEmpty && result.standardError.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == "data\n")
  }

  @Test func mergesStandardErrorIntoOutput() async throws {
    let result = try await shell("echo one; echo two >&2", error: .mergedWithOutput).run()

    #expect(result.output.split(separator: "\n").sorted() == ["one", "two"])
    #expect(result.standardError.isEmpty)
  }

  @Test func handsOverEachLineAsItComes() async throws {
    let lines = LineCollector()
    let result = try await shell("printf 'a\\nb\\nc'", output: .lines { lines.append($0) }).run()

    #expect(lines.all == ["a", "b", "c"])
    #expect(result.output == "a\nb\nc")
  }

  @Test func drainsLargeOutputsWithoutBlocking() async throws {
    // Far more than a pipe holds, on both streams at once.
    let result = try await shell("head -c 1000000 /dev/zero; head -c 1000000 /dev/zero >&2").run()

    #expect(result.standardOutput.count == 1_000_000)
    #expect(result.standardError.count == 1_000_000)
  }

  @Test func setsTheEnvironmentAndTheWorkingDirectory() async throws {
    let exactly = try await shell(
      "echo \"$ONLY\" \"${HOME:-none}\"", environment: .exactly(["ONLY": "this", "PATH": "/usr/bin:/bin"])
    ).run()
    #expect(exactly.output == "this none\n")

    let adding = try await shell(
      "echo \"$ADDED\" \"${PATH:+inherited}\"", environment: .inherited(adding: ["ADDED": "x"])
    )
    .run()
    #expect(adding.output == "x inherited\n")

    let directory = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    #expect(try await shell("pwd -P", in: directory).run().output == directory + "\n")
  }

  @Test func aMissingProgramIsOneLineNamingIt() async throws {
    let error = await #expect(throws: ChildProcessError.self) {
      try await ChildProcess(.named("archbench-no-such-program")).run()
    }
    #expect(error?.description == "cannot run archbench-no-such-program: not found on PATH")

    let path = await #expect(throws: ChildProcessError.self) {
      try await ChildProcess(.path("/nonexistent/tool")).run()
    }
    #expect(path?.program == "/nonexistent/tool")
    #expect(path?.description.hasPrefix("cannot run /nonexistent/tool: ") == true)
    #expect(path?.description.contains("\n") == false)
  }

  @Test func outputPastItsLimitIsAnError() async throws {
    let error = await #expect(throws: ChildProcessError.self) {
      try await shell("head -c 5000 /dev/zero", output: .captured(limit: 100)).run()
    }
    #expect(error?.reason == .outputTooLarge(limit: 100))
  }

  /// More children at once than the shared executor has threads: none of them may hold a
  /// thread while it waits, or the runs would wait for each other forever.
  @Test(.timeLimit(.minutes(1))) func manyChildrenAtOnceAllFinish() async throws {
    let count = 4 * ProcessInfo.processInfo.activeProcessorCount
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<count { group.addTask { try await shell("sleep 0.2; echo \(index)").run().output } }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(outputs.sorted() == (0..<count).map { "\($0)\n" }.sorted())
  }

  @Test func findsSwiftOnThePathOnly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-bin-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(SwiftExecutable.find(searchPath: folder.path) == nil)

    let swift = folder.appendingPathComponent("swift")
    try "#!/bin/sh\n".write(to: swift, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    #expect(SwiftExecutable.find(searchPath: "/nonexistent:\(folder.path)") == swift.path)
  }
}

/// Lines handed over from the child's reader.
private final class LineCollector: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
