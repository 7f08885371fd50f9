import Foundation
import Testing

/// Issue 44 M2: results that do not reach standard output are an error, never exit 0: a full
/// disk, a closed descriptor, a pipe whose reader left. Each command is run through `sh` so
/// that its standard output can be redirected as a user would.
@Suite("Standard output that cannot take the results")
struct StandardOutputCommandTests {
  /// A folder with one Swift file over the complexity limit and a view model naming its view.
  static func makeTree() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("stdout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Data("final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n".utf8).write(
      to: root.appendingPathComponent("App/ListViewModel.swift"))
    return root
  }

  /// `archbench ARGUMENTS` with standard output redirected by `redirection`, run by `sh`.
  static func run(
    _ arguments: [String], redirection: String
  ) throws -> (
    status: Int32, reason: Process.TerminationReason, standardError: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exec \"$0\" \"$@\" \(redirection)", ArchbenchProcess.executable.path] + arguments
    let stderr = Pipe()
    process.standardError = stderr
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason, String(decoding: error, as: UTF8.self))
  }

  static func commands(_ tree: URL) -> [[String]] {
    [
      ["scan", tree.path], ["scan", tree.path, "--format", "json"], ["graph", tree.path, "--modules-by-folder"],
      ["rules", tree.path, "--arch", "mvvm"], ["check", "--scan", tree.path], ["architectures"],
      ["rules", "--catalog"], ["--help"],
    ]
  }

  @Test("a full disk (/dev/full): one line, exit 1, whatever the command's own status would be")
  func fullDisk() throws {
    let tree = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: tree) }
    for arguments in Self.commands(tree) {
      let result = try Self.run(arguments, redirection: ">/dev/full")
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.standardError == "Error: cannot write to standard output: No space left on device\n", "\(arguments)")
    }
  }

  @Test("a closed standard output (>&-): one line, exit 1; no file opened later receives the results")
  func closed() throws {
    let tree = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: tree) }
    for arguments in Self.commands(tree) {
      let result = try Self.run(arguments, redirection: ">&-")
      #expect(result.status == 1, "\(arguments)")
      #expect(result.standardError == "Error: cannot write to standard output: Bad file descriptor\n", "\(arguments)")
    }
    // Results written to a file need no standard output.
    let output = tree.appendingPathComponent("out.txt")
    let written = try Self.run(["scan", tree.path, "--output", output.path], redirection: ">&-")
    #expect(written.status == 0)
    #expect(written.standardError == "")
    #expect(try String(contentsOf: output, encoding: .utf8).contains("ListViewModel.swift"))
  }

  @Test("a reader that has gone: killed by SIGPIPE silently, as cat is; with SIGPIPE ignored, one line and exit 1")
  func brokenPipe() throws {
    let tree = try Self.makeTree()
    defer { try? FileManager.default.removeItem(at: tree) }
    // A pipe whose read end is closed before archbench starts, so that its first write fails.
    for ignoring in [false, true] {
      let process = Process()
      process.executableURL = ArchbenchProcess.executable
      process.arguments = ["scan", tree.path, "--format", "json"]
      let output = Pipe()
      let stderr = Pipe()
      try output.fileHandleForReading.close()
      process.standardOutput = output.fileHandleForWriting
      process.standardError = stderr
      if ignoring {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments =
          ["-c", "trap '' PIPE; exec \"$0\" \"$@\"", ArchbenchProcess.executable.path] + [
            "scan", tree.path, "--format", "json",
          ]
      }
      try process.run()
      try output.fileHandleForWriting.close()
      let error = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      if ignoring {
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(error == "Error: cannot write to standard output: Broken pipe\n")
      } else {
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGPIPE)
        #expect(error == "")
      }
    }
  }
}
