import Foundation
import Support

/// Writes a line to standard error, where progress, warnings and errors go, so that standard
/// output stays the results.
///
/// Messages name files, and a file's name may hold a terminal escape sequence or a line break:
/// every control character is shown escaped (``Escaping/terminal(_:)``), so a message is always
/// one line, and a name cannot fake a second `Error:` line.
///
/// ```swift
/// standardError("warning: \u{1B}]0;owned\u{07}.swift: …")  // warning: \u{1B}]0;owned\u{7}.swift: …
/// ```
func standardError(_ line: String) {
  FileHandle.standardError.write(Data((Escaping.terminal(line) + "\n").utf8))
}
