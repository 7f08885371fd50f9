import ArgumentParser
import Foundation
import Support

extension Archbench {
  /// Ends the process as ArgumentParser's `exit(withError:)` does, but checks standard output
  /// first and escapes what the message quotes.
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
    let message = error.map { fullMessage(for: $0) } ?? ""
    let code = error.map { exitCode(for: $0) } ?? .success
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
