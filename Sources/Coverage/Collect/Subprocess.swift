import Foundation

/// Runs a program to its end and captures what it prints, line by line as it comes.
///
/// ```swift
/// let result = try Subprocess.run(swift, arguments: ["--version"])
/// result.output  // "Swift version 6.3.1 (swift-6.3.1-RELEASE)\n…"
/// ```
enum Subprocess {
  struct Result: Sendable {
    /// The exit status, or the negated signal number when a signal ended the program.
    var status: Int32
    /// Standard error, and standard output too unless it went to a file.
    var output: String

    /// The lines of `output`.
    var lines: [String] { output.split(whereSeparator: \.isNewline).map(String.init) }
  }

  /// Runs `executable` and waits for it.
  ///
  /// - Parameters:
  ///   - environment: the complete environment; `nil` inherits this process's.
  ///   - standardOutput: a file for standard output, which is then not captured: for
  ///     output that is data, such as llvm-cov's JSON, and must not mix with messages.
  ///   - onLine: called with each line of the captured output as soon as it is complete.
  static func run(
    _ executable: URL, arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil,
    standardOutput: FileHandle? = nil, onLine: (String) -> Void = { _ in }
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = standardOutput ?? pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()

    // Reading on this thread until end of file keeps the pipe drained, so the program
    // never blocks on a full pipe, and lets progress lines through as they arrive.
    var captured = Data()
    var pending = Data()
    let reader = pipe.fileHandleForReading
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      captured.append(chunk)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        onLine(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending = Data(pending[pending.index(after: newline)...])
      }
    }
    if !pending.isEmpty { onLine(String(decoding: pending, as: UTF8.self)) }
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
    return Result(status: status, output: String(decoding: captured, as: UTF8.self))
  }
}
