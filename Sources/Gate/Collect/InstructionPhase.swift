import Foundation
import Latency

/// Runs `archbench latency --instructions` in a child process and reads the counts it wrote.
///
/// Counts are the same in every run, so the gate makes one pass, never several.
///
/// ```swift
/// let report = try InstructionPhase(packageRoot: root, executable: archbench, arguments: ["--sizes", "10"]).run()
/// ```
public struct InstructionPhase {
  public var packageRoot: URL
  public var executable: URL
  /// Extra arguments for `archbench latency --instructions`.
  public var arguments: [String]

  public init(packageRoot: URL, executable: URL, arguments: [String]) {
    self.packageRoot = packageRoot
    self.executable = executable
    self.arguments = arguments
  }

  public func run() throws -> InstructionReport {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "archbench-gate-instructions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("instructions.json")
    let process = Process()
    process.executableURL = executable
    process.arguments =
      ["latency", "--instructions", "--no-save", "--format", "csv", "--output", output.path] + arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GateError.measurementFailed(
        "archbench latency --instructions exited with status \(process.terminationStatus)")
    }
    do {
      return try InstructionReport.load(from: output.path)
    } catch {
      throw GateError.measurementFailed(error.description)
    }
  }
}
