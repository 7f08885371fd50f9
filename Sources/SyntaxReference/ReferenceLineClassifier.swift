import CodeMetrics
import SwiftParser
// Raw trivia pieces give byte lengths even where the text is not UTF-8; `TriviaPiece`'s
// strings would replace such bytes and shift every offset after them.
@_spi(RawSyntax) import SwiftSyntax

/// Classifies lines by walking swift-syntax's tokens and trivia: the reference that
/// ``CodeMetrics/LineClassifier`` is tested against.
///
/// A line holding any byte of a token is code; otherwise a line holding any byte of a
/// comment is comment; otherwise it is blank. A line break belongs to the line it ends.
/// Trivia that is neither whitespace nor a comment — the `\` and `#`s that continue a
/// multi-line string, a conflict marker, stray characters — counts as code on the lines
/// where it has a visible character (a byte order mark and a no-break space are invisible).
///
/// ```swift
/// let kinds = ReferenceLineClassifier.lineKinds(of: Array("// hi\nlet a = 1\n".utf8))
/// // [.comment, .code]
/// ```
///
/// It parses the whole file, so it is far slower than the scanner; it exists to prove the
/// scanner right.
public enum ReferenceLineClassifier {
  /// The kind of every line of `source`, in order.
  public static func lineKinds(of source: [UInt8]) -> [LineKind] {
    source.withUnsafeBufferPointer { buffer in
      var walk = TokenWalk(source: buffer)
      let tree = Parser.parse(source: buffer)
      for token in tree.tokens(viewMode: .sourceAccurate) {
        let view = token.tokenView
        walk.visit(trivia: view.leadingRawTriviaPieces)
        walk.visitToken(length: view.rawText.count)
        walk.visit(trivia: view.trailingRawTriviaPieces)
      }
      // The parser moves a multi-line string's indentation and last line break into trivia;
      // the convention still counts every line of the literal's text as code.
      let literals = StringLiteralRanges(viewMode: .sourceAccurate)
      literals.walk(tree)
      for range in literals.ranges {
        walk.mark(.code, from: range.lowerBound, length: range.count)
      }
      return walk.kinds
    }
  }

  /// The line counts of `source`.
  public static func counts(of source: [UInt8]) -> LineCounts {
    LineCounts(lineKinds(of: source))
  }
}

/// The byte ranges of string literals' own text: from the opening to the closing delimiter,
/// without the insides of interpolations, whose lines are classified by what they hold.
private final class StringLiteralRanges: SyntaxVisitor {
  var ranges: [Range<Int>] = []

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    for segment in node.segments {
      guard case .expressionSegment(let interpolation) = segment else { continue }
      let insideStart = interpolation.leftParen.endPositionBeforeTrailingTrivia.utf8Offset
      if start < insideStart { ranges.append(start..<insideStart) }
      start = max(start, interpolation.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset)
    }
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    if start < end { ranges.append(start..<end) }
    return .visitChildren
  }

  override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    return .visitChildren
  }
}

/// Walks a file's bytes in step with its tokens and trivia, marking lines.
private struct TokenWalk {
  let source: UnsafeBufferPointer<UInt8>
  /// The index of the line each line break ends, found once up front.
  let lineEnds: [Int]
  var kinds: [LineKind]
  var offset = 0

  init(source: UnsafeBufferPointer<UInt8>) {
    self.source = source
    var ends: [Int] = []
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= source.count || source[index + 1] != 0x0A)) {
        ends.append(index + 1)
      }
      index += 1
    }
    if let last = source.last, last != 0x0A && last != 0x0D { ends.append(source.count) }
    self.lineEnds = ends
    self.kinds = Array(repeating: .blank, count: ends.count)
  }

  /// The line that holds the byte at `offset`.
  func line(of offset: Int) -> Int {
    var low = 0
    var high = lineEnds.count - 1
    while low < high {
      let middle = (low + high) / 2
      if lineEnds[middle] <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  mutating func mark(_ kind: LineKind, from start: Int, length: Int) {
    guard length > 0 else { return }
    for line in line(of: start)...line(of: start + length - 1) where kinds[line] < kind {
      kinds[line] = kind
    }
  }

  mutating func visitToken(length: Int) {
    mark(.code, from: offset, length: length)
    offset += length
  }

  mutating func visit(trivia: [RawTriviaPiece]) {
    for piece in trivia {
      let length = piece.byteLength
      switch piece {
      case .lineComment, .docLineComment, .blockComment, .docBlockComment:
        mark(.comment, from: offset, length: length)
      case .backslashes, .pounds:
        mark(.code, from: offset, length: length)
      case .unexpectedText:
        markVisibleCharacters(from: offset, length: length)
      case .spaces, .tabs, .verticalTabs, .formfeeds, .newlines, .carriageReturns, .carriageReturnLineFeeds:
        break
      }
      offset += length
    }
  }

  mutating func markVisibleCharacters(from start: Int, length: Int) {
    var index = start
    let end = start + length
    while index < end {
      let byte = source[index]
      if byte == 0xEF, index + 2 < end, source[index + 1] == 0xBB, source[index + 2] == 0xBF {
        index += 3
      } else if byte == 0xC2, index + 1 < end, source[index + 1] == 0xA0 {
        index += 2
      } else {
        if ![0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D].contains(byte) { mark(.code, from: index, length: 1) }
        index += 1
      }
    }
  }
}
