/// Classifies every line of a Swift file as code, comment or blank.
///
/// A hand-written byte scanner that makes the same lexical decisions as swift-syntax's
/// lexer (strings, raw strings, interpolation, nested comments, regex literals) without
/// building tokens, so it runs at the speed of a plain line counter. The convention is
/// documented in `LINES.md`.
///
/// ```swift
/// let counts = LineClassifier.counts(of: Array("let s = \"\"\"\n\n  // text\n  \"\"\"\n".utf8))
/// // 4 lines, all code: every line inside a string literal is code.
/// ```
public enum LineClassifier {
  /// The line counts of `source`, a file's bytes.
  public static func counts(of source: UnsafeRawBufferPointer) -> LineCounts {
    var scanner = SwiftLineScanner(source.bindMemory(to: UInt8.self), sink: CountingSink())
    scanner.run()
    return scanner.tally.sink.counts
  }

  /// The line counts of `source` and the first literal or comment it leaves open, if any.
  public static func analyze(
    _ source: UnsafeRawBufferPointer
  ) -> (counts: LineCounts, unterminated: UnterminatedLiteral?) {
    var scanner = SwiftLineScanner(source.bindMemory(to: UInt8.self), sink: CountingSink())
    scanner.run()
    return (scanner.tally.sink.counts, scanner.unterminated)
  }

  /// The line counts of `source`, a file's bytes.
  public static func counts(of source: [UInt8]) -> LineCounts {
    source.withUnsafeBytes { counts(of: $0) }
  }

  /// The kind of every line of `source`, in order.
  public static func lineKinds(of source: [UInt8]) -> [LineKind] {
    source.withUnsafeBytes { raw in
      var scanner = SwiftLineScanner(raw.bindMemory(to: UInt8.self), sink: RecordingSink())
      scanner.run()
      return scanner.tally.sink.kinds
    }
  }
}
