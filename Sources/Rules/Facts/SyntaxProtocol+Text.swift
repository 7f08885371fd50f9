import SwiftSyntax

extension SyntaxProtocol {
  /// The node as written, without the trivia before its first token and after its last:
  /// `trimmedDescription`'s text, read from the tree's bytes instead of from a trimmed copy of
  /// the tree, which the facts of every member call and assignment would otherwise build.
  ///
  /// ```swift
  /// let call = Parser.parse(source: " a . b ( ) ").statements.first!.item
  /// call.trimmedText  // "a . b ( )"
  /// ```
  var trimmedText: String {
    withTrimmedBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// ``trimmedText`` without any whitespace: `a?.b` for `a?\n  .b`.
  var textWithoutWhitespace: String {
    withTrimmedBytes { bytes in
      // ASCII text drops its whitespace byte by byte; other text by `Character`, whose
      // whitespace includes the non-ASCII spaces.
      guard bytes.allSatisfy({ $0 < 0x80 }) else {
        return String(decoding: bytes, as: UTF8.self).filter { !$0.isWhitespace }
      }
      return String(decoding: bytes.filter { !(0x09...0x0D).contains($0) && $0 != 0x20 }, as: UTF8.self)
    }
  }

  private func withTrimmedBytes<Result>(_ body: (ArraySlice<UInt8>) -> Result) -> Result {
    let bytes = syntaxTextBytes
    let start = leadingTriviaLength.utf8Length
    let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
    return body(bytes[start..<end])
  }
}
