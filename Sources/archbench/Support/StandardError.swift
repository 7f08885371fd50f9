import Foundation

/// Writes a line to standard error, where progress, warnings and errors go, so that standard
/// output stays the results.
func standardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
