import ChildProcess
import Support

/// The formats one command writes: what its `--format` accepts and lists in `--help`.
///
/// A command conforms with its renderer's list, so that the command line cannot offer a format
/// the renderer does not write (the renderer's own switch treats one as a programmer's error).
///
/// ```swift
/// extension CompareCommand: FormatChoices {
///   static var formats: [OutputFormat] { ComparisonOutput.formats }
/// }
/// ```
protocol FormatChoices {
  /// The formats, in the order `--help` lists them.
  static var formats: [OutputFormat] { get }
}

extension FormatChoices {
  /// Checks the format a request file asks for as `--format` checks a word: a request is the
  /// command line of a child archbench starts, and it too may ask only for a format the command
  /// writes, else the renderer would stop on a precondition.
  ///
  /// ```swift
  /// try MeasureExercises.checkFormat(request.format, inRequest: path)
  /// // malformed request file r.json: format: 'sarif' is not one of markdown, json
  /// ```
  static func checkFormat(_ format: OutputFormat, inRequest path: String) throws(RequestFileError) {
    guard !formats.contains(format) else { return }
    throw RequestFileError(
      path: path,
      problem: .malformed(
        "format: '\(format.rawValue)' is not one of \(formats.map(\.rawValue).joined(separator: ", "))"))
  }
}
