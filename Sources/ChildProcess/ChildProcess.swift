import Foundation

/// A program to run as a child process: what it is, what it gets and where its output goes.
///
/// The one way archbench starts another program, on top of swift-subprocess. Standard
/// output and standard error are drained concurrently while the child runs, so a chatty
/// child never blocks on a full pipe; passed-through and discarded streams are the child's
/// own descriptors, so the parent only launches and waits.
///
/// ```swift
/// let result = try await ChildProcess(.named("git"), arguments: ["--version"]).run()
/// result.output  // "git version 2.39.5\n"
/// ```
public struct ChildProcess: Sendable {
  public var program: Program
  public var arguments: [String]
  public var environment: Environment
  /// The folder the child starts in; `nil` is this process's.
  public var workingDirectory: String?
  public var standardInput: Input
  public var standardOutput: Output
  public var standardError: ErrorOutput
  /// Called with the child's process identifier as soon as it runs, e.g. to forward a signal to it.
  public var onStart: (@Sendable (Int32) -> Void)?

  public init(
    _ program: Program, arguments: [String] = [], environment: Environment = .inherited,
    workingDirectory: String? = nil, standardInput: Input = .none, standardOutput: Output = .captured(),
    standardError: ErrorOutput = .captured(), onStart: (@Sendable (Int32) -> Void)? = nil
  ) {
    self.program = program
    self.arguments = arguments
    self.environment = environment
    self.workingDirectory = workingDirectory
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.onStart = onStart
  }
}
