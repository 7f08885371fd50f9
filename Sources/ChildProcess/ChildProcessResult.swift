/// How a ``ChildProcess`` ended, and what it printed where output was captured.
///
/// ```swift
/// let result = try await ChildProcess(.named("swift"), arguments: ["--version"]).run()
/// if result.succeeded { print(result.output) }
/// ```
public struct ChildProcessResult: Sendable, Hashable {
  /// How the child ended.
  public enum Termination: Sendable, Hashable {
    case exited(Int32)
    case signalled(Int32)
  }

  public var termination: Termination
  /// Captured standard output (with standard error if merged); empty when not captured.
  public var standardOutput: [UInt8]
  /// Captured standard error; empty when not captured.
  public var standardError: [UInt8]

  public init(termination: Termination, standardOutput: [UInt8] = [], standardError: [UInt8] = []) {
    self.termination = termination
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Whether the child exited with status 0.
  public var succeeded: Bool { termination == .exited(0) }

  /// The status a shell reports: the exit status, or 128 + the signal's number.
  public var shellStatus: Int32 {
    switch termination {
    case .exited(let status): status
    case .signalled(let signal): 128 + signal
    }
  }

  /// ``standardOutput`` as UTF-8 text.
  public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// ``standardError`` as UTF-8 text.
  public var errors: String { String(decoding: standardError, as: UTF8.self) }
}
