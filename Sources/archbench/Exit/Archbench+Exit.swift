import ArgumentParser
import Foundation
import Support

extension Archbench {
  /// Ends the process as ArgumentParser's `exit(withError:)` does, but prints a command's
  /// failure itself, checks standard output, and escapes what a message quotes.
  ///
  /// A ``CommandFailure``, or a library error it knows, is printed here, the one place that
  /// prints a command's error: its lines on standard error, each escaped (``standardError(_:)``),
  /// and the process exits with its ``ExitStatus``.
  ///
  /// ArgumentParser quotes the user's words in its messages (`The value '\u{1B}[2J' is invalid
  /// for '--arch'`, a ValidationError naming an unknown architecture); on a terminal an
  /// escape sequence in them would run. Each line is shown with ``Escaping/terminal(_:)``, the
  /// line breaks between them kept, so usage and help read as before. Help and `--version`,
  /// which are not errors, go to standard output unchanged.
  ///
  /// A write to standard output that failed outranks the command's own status: the results
  /// were lost, so it is `Error: cannot write to standard output: …` and exit 1.
  ///
  /// ```swift
  /// exit(showing: ValidationError("unknown architecture '\u{1B}[2J'"))  // exit 64, escaped
  /// ```
  static func exit(showing error: (any Error)?) -> Never {
    // Printed before standard output is flushed, as a command that printed it would have.
    let failure = error.flatMap(CommandFailure.init(reporting:))
    failure?.lines.forEach(standardError)
    let message = failure != nil ? "" : error.map { fullMessage(for: $0) } ?? ""
    let code = failure?.status.exitCode ?? error.map { exitCode(for: $0) } ?? .success
    if code.isSuccess, !message.isEmpty { print(message) }
    if let reason = StandardOutput.failure() {
      standardError("Error: \(FileWriteError.standardOutput(reason: reason).description)")
      Foundation.exit(ExitStatus.failure.rawValue)
    }
    if !code.isSuccess, !message.isEmpty {
      FileHandle.standardError.write(Data((Escaping.terminalLines(message) + "\n").utf8))
    }
    Foundation.exit(code.rawValue)
  }
}
