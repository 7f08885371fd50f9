/// Why a ``ChildProcess`` could not run, naming the program; reads as one line.
///
/// A child that runs and fails is not an error: its status is in ``ChildProcessResult``.
/// What exit status archbench ends with is for the command that catches this to decide.
///
/// ```swift
/// ChildProcessError(program: "valgrind", reason: .notFound).description
/// // "cannot run valgrind: not found on PATH"
/// ```
public struct ChildProcessError: Error, Hashable, CustomStringConvertible {
  public enum Reason: Sendable, Hashable {
    /// A name not found on `PATH`.
    case notFound
    /// The system refused to start it (no such file, not executable, no such working directory…).
    case couldNotStart(String)
    /// A captured stream went past its limit, in bytes.
    case outputTooLarge(limit: Int)
    /// The file given as standard input cannot be opened.
    case unreadableInput(path: String, String)
    /// The file given for an output cannot be created.
    case unwritableOutput(path: String, String)
    /// Something went wrong while it ran (reading its output, waiting for it).
    case failed(String)
  }

  public var program: String
  public var reason: Reason

  public init(program: String, reason: Reason) {
    self.program = program
    self.reason = reason
  }

  public var description: String { "cannot run \(program): \(reason)" }
}

extension ChildProcessError.Reason: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound: "not found on PATH"
    case .couldNotStart(let detail): detail
    case .outputTooLarge(let limit): "it printed more than \(limit) bytes"
    case .unreadableInput(let path, let detail): "cannot read its input \(path): \(detail)"
    case .unwritableOutput(let path, let detail): "cannot write its output \(path): \(detail)"
    case .failed(let detail): detail
    }
  }
}
