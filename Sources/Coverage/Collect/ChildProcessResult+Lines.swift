import ChildProcess

/// How the coverage pipeline reads a child's result: one status and the lines it printed.
///
/// ```swift
/// let result = try await ChildProcess(.path(swift), arguments: ["--version"]).run()
/// result.lines.first  // "Swift version 6.3.1 (swift-6.3.1-RELEASE)"
/// ```
extension ChildProcessResult {
  /// The exit status, or the negated signal number when a signal ended the program.
  var status: Int32 {
    switch termination {
    case .exited(let status): status
    case .signalled(let signal): -signal
    }
  }

  /// The lines of standard output (with standard error, where merged) and then of standard error.
  var lines: [String] { (output + errors).split(whereSeparator: \.isNewline).map(String.init) }
}
