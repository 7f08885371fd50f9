import CodeMetrics
import Foundation

/// Writes a line to standard error, where progress, warnings and errors go, so that standard
/// output stays the results.
///
/// Messages name files, and a file's name may hold a terminal escape sequence: every control
/// character but the line breaks between lines is shown escaped (``Escaping/terminal(_:)``).
///
/// ```swift
/// standardError("warning: \u{1B}]0;owned\u{07}.swift: …")  // warning: \u{1B}]0;owned\u{7}.swift: …
/// ```
func standardError(_ line: String) {
  let text = line.split(separator: "\n", omittingEmptySubsequences: false).map { Escaping.terminal(String($0)) }
    .joined(separator: "\n")
  FileHandle.standardError.write(Data((text + "\n").utf8))
}
