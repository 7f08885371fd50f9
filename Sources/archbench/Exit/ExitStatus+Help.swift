extension DefaultStringInterpolation {
  /// A status's number in a `--help` text, taken from ``ExitStatus`` rather than typed as a
  /// literal, so that a help text cannot promise a number the command does not exit with
  /// (`HelpExitStatusTests` reads every command's help and holds each number to the table).
  ///
  /// ```swift
  /// discussion: "Exit status: \(exit: .success) success, \(exit: .failure) error."  // Exit status: 0 success, 1 error.
  /// ```
  mutating func appendInterpolation(exit status: ExitStatus) {
    appendInterpolation(status.rawValue)
  }
}
