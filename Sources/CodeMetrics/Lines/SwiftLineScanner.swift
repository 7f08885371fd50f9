/// The byte scanner behind ``LineClassifier``.
///
/// It walks the file the way swift-syntax's lexer does — the same state stack for
/// strings and interpolation, the same trivia rules, the same regex heuristics — but
/// instead of building tokens it marks each line with what it holds. Every decision that
/// can move the boundary between code and comment (where a string, comment or regex
/// literal starts and ends) follows `SwiftParser/Lexer/Cursor.swift` and
/// `RegexLiteralLexer.swift` of swift-syntax 602; token kinds are kept only as far as the
/// bare `/…/` heuristic needs them.
struct SwiftLineScanner<Sink: LineSink> {
  let bytes: UnsafeBufferPointer<UInt8>
  let count: Int
  /// ``SwiftLexicalClasses/byteFlags``, held locally for the hot loops.
  let flags = SwiftLexicalClasses.byteFlags
  /// ``SwiftKeywords/table``, held locally so that each lookup skips the global's lazy check.
  let keywords = SwiftKeywords.table
  /// The position of the next byte to read.
  var position = 0
  var tally: LineTally<Sink>
  /// The lexer states above the implicit bottom `normal` state.
  var stack: [ScannerState] = []
  /// The previous token, as far as the regex heuristic needs it; `nil` at the start of the file.
  var previousToken: ScannedToken?
  var previousKeyword: SwiftKeywords.Kind?
  /// The first literal or comment left open, for a warning.
  var unterminated: UnterminatedLiteral?
  /// The line where the outermost string literal now open began: a literal still open at the
  /// end of the file is reported there, not past the last line.
  var stringStartLine = 1

  init(_ bytes: UnsafeBufferPointer<UInt8>, sink: Sink) {
    self.bytes = bytes
    self.count = bytes.count
    self.tally = LineTally(sink: sink)
  }

  var currentState: ScannerState { stack.last ?? .normal }

  mutating func perform(_ transition: ScannerState.Transition) {
    switch transition {
    case .push(let state):
      if state.isInsideString, !stack.contains(where: \.isInsideString) { stringStartLine = tally.lineNumber }
      stack.append(state)
    case .replace(let state):
      if stack.isEmpty { stack.append(state) } else { stack[stack.count - 1] = state }
    case .pop: _ = stack.popLast()
    }
  }

  // MARK: Reading bytes

  @inline(__always)
  func peek(_ offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index < count ? bytes[index] : nil
  }

  @inline(__always)
  func byte(at index: Int) -> UInt8? {
    index >= 0 && index < count ? bytes[index] : nil
  }

  /// The byte before `index`, or 0 at the start of the file, as the lexer's cursor keeps it.
  @inline(__always)
  func previousByte(before index: Int) -> UInt8 {
    index > 0 ? bytes[index - 1] : 0
  }

  /// Reads one UTF-8 scalar at `index` and moves past it; `nil` for an invalid sequence,
  /// after skipping it the way swift-syntax does.
  func decode(at index: inout Int) -> UInt32? {
    guard index < count else { return nil }
    let lead = bytes[index]
    index += 1
    if lead < 0x80 { return UInt32(lead) }
    if !SwiftLexicalClasses.isStartOfUTF8Character(lead) {
      while index < count, !SwiftLexicalClasses.isStartOfUTF8Character(bytes[index]) { index += 1 }
      return nil
    }
    let length = (~lead).leadingZeroBitCount
    var value = UInt32(lead << UInt8(length)) >> UInt32(length)
    for _ in 1..<length {
      guard index < count else { return nil }
      let next = bytes[index]
      if next < 0x80 || next >= 0xC0 { return nil }
      value = (value << 6) | UInt32(next & 0x3F)
      index += 1
    }
    let bits = 32 - value.leadingZeroBitCount
    let expected = bits <= 11 ? 2 : bits <= 16 ? 3 : 4
    guard expected == length, Unicode.Scalar(value) != nil else { return nil }
    return value
  }

  func peekScalar(at index: Int) -> UInt32? {
    var copy = index
    return decode(at: &copy)
  }

  /// Moves past one scalar at `index` if it satisfies `predicate`.
  @inline(__always)
  func advance(_ index: inout Int, if predicate: (UInt32) -> Bool) -> Bool {
    guard index < count else { return false }
    let byte = bytes[index]
    if byte < 0x80 {
      if predicate(UInt32(byte)) {
        index += 1
        return true
      }
      return false
    }
    var copy = index
    guard let scalar = decode(at: &copy), predicate(scalar) else { return false }
    index = copy
    return true
  }

  @inline(__always)
  func advance(_ index: inout Int, while predicate: (UInt32) -> Bool) {
    while advance(&index, if: predicate) {}
  }

  // MARK: Marking lines

  /// Whether the byte at `index` ends a line: `\n`, or `\r` not followed by `\n`.
  @inline(__always)
  func endsLine(at index: Int) -> Bool {
    let byte = bytes[index]
    return byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A))
  }

  /// Marks every line that holds a byte of `start..<end` as `kind`.
  mutating func mark(_ kind: LineKind, from start: Int, to end: Int) {
    guard start < end else { return }
    tally.mark(kind)
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D, endsLine(at: index) {
        tally.endLine()
        if index + 1 < end { tally.mark(kind) }
      }
      index += 1
    }
  }

  /// Marks text the lexer keeps as unexpected trivia (a conflict marker): every line with a
  /// visible character is code. A byte order mark and a no-break space count as whitespace.
  mutating func markUnexpectedText(from start: Int, to end: Int) {
    var index = start
    while index < end {
      switch bytes[index] {
      case 0x20, 0x09, 0x0B, 0x0C:
        index += 1
      case 0x0A, 0x0D:
        if endsLine(at: index) { tally.endLine() }
        index += 1
      case 0xEF where index + 2 < end && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
        index += 3
      case 0xC2 where index + 1 < end && bytes[index + 1] == 0xA0:
        index += 2
      default:
        tally.mark(.code)
        index += 1
      }
    }
  }

  // MARK: The main loop

  mutating func run() {
    guard count > 0 else { return }
    while true {
      let state = currentState
      if let mode = state.leadingTriviaMode { lexTrivia(mode) }
      if position >= count { break }

      let start = position
      var result: TokenResult
      switch state {
      case .normal:
        result = lexNormal(preferRegexOverBinaryOperator: false)
      case .preferRegexOverBinaryOperator:
        result = lexNormal(preferRegexOverBinaryOperator: true)
        perform(.pop)
      case .afterRawStringDelimiter(let delimiterLength):
        result = lexStringQuote(matchingOpening: nil, leadingDelimiterLength: delimiterLength)
      case .inStringLiteral(let kind, let delimiterLength):
        result = lexInStringLiteral(kind: kind, delimiterLength: delimiterLength)
      case .afterStringLiteral(let kind, _):
        result = lexStringQuote(matchingOpening: kind, leadingDelimiterLength: 0)
      case .afterClosingStringQuote:
        while peek() == UInt8(ascii: "#") { position += 1 }
        result = TokenResult(.expressionEnd, transition: .pop)
      case .inStringInterpolationStart(let kind):
        result = lexInStringInterpolationStart(kind: kind)
      case .inStringInterpolation(let kind, let parenCount):
        result = lexInStringInterpolation(kind: kind, parenCount: parenCount)
      }

      if result.mayContainNewlines {
        mark(.code, from: start, to: position)
      } else if position > start {
        tally.mark(.code)
      }
      if let transition = result.transition { perform(transition) }
      if let mode = result.trailingTriviaMode ?? currentState.trailingTriviaMode { lexTrivia(mode) }
      if currentState.popsAtNewline, let next = peek(), next == 0x0A || next == 0x0D {
        // `let a = "` at the end of a line: the literal ends there, unterminated.
        if unterminated == nil { unterminated = UnterminatedLiteral(kind: .string, line: tally.lineNumber) }
        perform(.pop)
      }
      previousToken = result.token
      previousKeyword = result.keyword
    }
    if unterminated == nil, stack.contains(where: \.isInsideString) {
      unterminated = UnterminatedLiteral(kind: .string, line: stringStartLine)
    }
    // A last line without a line break still counts.
    let last = bytes[count - 1]
    if last != 0x0A && last != 0x0D { tally.endLine() }
  }
}

/// A string, comment or regex literal that the file leaves open.
public struct UnterminatedLiteral: Sendable, Hashable {
  public enum Kind: String, Sendable {
    case string, comment, regex
  }

  public var kind: Kind
  /// The 1-based line where it was found open.
  public var line: Int
}

/// What the scanner needs to remember about a token it has read.
struct TokenResult {
  var token: ScannedToken
  var keyword: SwiftKeywords.Kind? = nil
  var transition: ScannerState.Transition? = nil
  var trailingTriviaMode: TriviaMode? = nil
  /// String segments, regex literals and editor placeholders may span lines.
  var mayContainNewlines = false

  init(
    _ token: ScannedToken, keyword: SwiftKeywords.Kind? = nil, transition: ScannerState.Transition? = nil,
    trailingTriviaMode: TriviaMode? = nil, mayContainNewlines: Bool = false
  ) {
    self.token = token
    self.keyword = keyword
    self.transition = transition
    self.trailingTriviaMode = trailingTriviaMode
    self.mayContainNewlines = mayContainNewlines
  }
}
