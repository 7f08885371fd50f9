import Foundation

/// Runs the built `archbench` executable, as a user would, and captures what it prints.
struct ArchbenchProcess {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// `archbench` beside the test bundle, in the build's products folder.
  static var executable: URL {
    Bundle.main.bundleURL.appendingPathComponent("archbench")
  }

  /// `archbench-measure`, the measuring program, beside `archbench`.
  static var measuringProgram: URL {
    Bundle.main.bundleURL.appendingPathComponent("archbench-measure")
  }

  /// `archbench-exercise`, the exercises' program, beside `archbench`.
  static var exerciseProgram: URL {
    Bundle.main.bundleURL.appendingPathComponent("archbench-exercise")
  }

  /// - Parameters:
  ///   - environment: the complete environment; `nil` inherits the test's.
  ///   - program: the program to run, `archbench` unless given.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String]? = nil, program: URL = executable
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    if let environment { process.environment = environment }
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: error, as: UTF8.self))
  }
}
