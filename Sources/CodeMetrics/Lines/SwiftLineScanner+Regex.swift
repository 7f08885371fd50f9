extension SwiftLineScanner {
  /// Whether the previous token leaves the lexer expecting an expression, where `/` starts a regex.
  func isInRegexLiteralPosition() -> Bool {
    guard let previousToken else { return true }
    switch previousToken {
    case .leftParen, .leftSquare, .comma, .colon, .leftBrace, .prefixOperator, .prefixAmpersand, .binaryOperator,
      .equal, .semicolon, .infixQuestionMark, .poundIfLike, .unknown:
      return true
    case .keyword:
      return previousKeyword != .value
    case .period, .expressionEnd:
      return false
    }
  }

  /// The end of a regex literal that starts at the first `/` of an operator, or `nil` if the
  /// operator is an operator. This is swift-syntax's heuristic for bare `/…/` literals.
  func tryScanOperatorAsRegexLiteral(
    at slash: Int, operatorStart: Int, operatorEnd: Int, preferRegexOverBinaryOperator: Bool
  ) -> Int? {
    let leftBound = isLeftBound(operatorStart)
    let rightBound = isRightBound(operatorEnd, isLeftBound: leftBound)
    // A left-bound `/` is a postfix or binary operator.
    guard !leftBound else { return nil }
    // `operator /^/` and `prefix func /` declare operators.
    if previousKeyword == .func || previousKeyword == .operator { return nil }
    var mustBeRegex = false
    if leftBound == rightBound {
      if preferRegexOverBinaryOperator { mustBeRegex = true }
      if !mustBeRegex && !isInRegexLiteralPosition() { return nil }
      switch previousToken {
      case .leftParen, .leftSquare, .comma, .colon: break
      default: mustBeRegex = true
      }
    }
    return scanRegexLiteral(at: slash, mustBeRegex: mustBeRegex)
  }

  /// The end of the regex literal at `start` (`#`s then `/`), or `nil` if there is none.
  func scanRegexLiteral(at start: Int, mustBeRegex: Bool) -> Int? {
    var scan = RegexScan(start: start, mustBeRegex: mustBeRegex)
    return scan.run(self)
  }
}

/// The state of one attempt to read a regex literal, after swift-syntax's `RegexLiteralLexer`.
private struct RegexScan {
  enum Outcome {
    case `continue`, done, notARegex, unterminated
  }

  var cursor: Int
  let mustBeRegex: Bool
  var pounds = 0
  var firstNewline: Int?
  var groupDepth = 0
  var characterClassDepth = 0
  var lastUnescapedSpaceOrTab: Int?

  init(start: Int, mustBeRegex: Bool) {
    self.cursor = start
    self.mustBeRegex = mustBeRegex
  }

  mutating func run<Sink>(_ scanner: SwiftLineScanner<Sink>) -> Int? {
    switch lex(scanner) {
    case .continue, .notARegex: return nil
    case .unterminated where !mustBeRegex: return nil
    case .done, .unterminated: return cursor
    }
  }

  private mutating func lex<Sink>(_ scanner: SwiftLineScanner<Sink>) -> Outcome {
    let bytes = scanner.bytes
    let count = scanner.count
    while cursor < count, bytes[cursor] == UInt8(ascii: "#") {
      cursor += 1
      pounds += 1
    }
    guard cursor < count, bytes[cursor] == UInt8(ascii: "/") else { return .notARegex }
    let openSlash = cursor
    cursor += 1
    if pounds == 0 {
      if cursor < count {
        switch bytes[cursor] {
        case 0x20, 0x09:
          // `/ 1 /` is more likely two divisions.
          if !mustBeRegex { return .notARegex }
        case UInt8(ascii: "*"), UInt8(ascii: "/"):
          return .notARegex
        default:
          break
        }
      }
      if scanner.previousByte(before: openSlash) == UInt8(ascii: "*") { return .notARegex }
    } else {
      // `#/` followed by blanks and a line break opens a multi-line literal.
      var scan = cursor
      while scan < count {
        let byte = bytes[scan]
        if byte == 0x20 || byte == 0x09 {
          scan += 1
          continue
        }
        if byte == 0x0A || byte == 0x0D {
          firstNewline = scan
          cursor = scan
        }
        break
      }
    }
    while true {
      if let outcome = tryEatEnding(bytes: bytes, count: count) { return outcome }
      let outcome = lexPatternCharacter(scanner, escaped: false)
      if case .continue = outcome { continue }
      return outcome
    }
  }

  private mutating func tryEatEnding(bytes: UnsafeBufferPointer<UInt8>, count: Int) -> Outcome? {
    guard cursor < count, bytes[cursor] == UInt8(ascii: "/") else { return nil }
    var end = cursor + 1
    var closingPounds = 0
    if pounds > 0 {
      while end < count, bytes[end] == UInt8(ascii: "#") {
        end += 1
        closingPounds += 1
      }
    }
    guard closingPounds >= pounds else { return nil }
    if closingPounds == 0 {
      // `/.../` followed by `/` or `*` is more likely a comment.
      if end < count, bytes[end] == UInt8(ascii: "*") || bytes[end] == UInt8(ascii: "/") { return .unterminated }
      if let space = lastUnescapedSpaceOrTab, space + 1 == cursor, !mustBeRegex { return .notARegex }
    }
    cursor = end
    return .done
  }

  private mutating func lexPatternCharacter<Sink>(_ scanner: SwiftLineScanner<Sink>, escaped: Bool) -> Outcome {
    guard cursor < scanner.count else {
      // Unterminated: a multi-line literal gives back everything after its first line.
      if let firstNewline { cursor = firstNewline }
      return .unterminated
    }
    let characterStart = cursor
    guard let character = scanner.decode(at: &cursor) else { return .continue }
    switch character {
    case 0x0A, 0x0D:
      if firstNewline == nil {
        cursor = characterStart
        return .unterminated
      }
    case 0x5C where !escaped:
      return lexPatternCharacter(scanner, escaped: true)
    case 0x28 where !escaped && characterClassDepth == 0:
      groupDepth += 1
    case 0x29 where !escaped && characterClassDepth == 0:
      if groupDepth == 0 {
        // An unbalanced `)` means this is more likely `(a / b) / c`.
        if !mustBeRegex { return .notARegex }
      } else {
        groupDepth -= 1
      }
    case 0x5B where !escaped:
      characterClassDepth += 1
    case 0x5D where !escaped:
      if characterClassDepth > 0 { characterClassDepth -= 1 }
    case 0x20:
      if !escaped { lastUnescapedSpaceOrTab = characterStart }
    case 0x09:
      // A tab is unprintable in a single-line literal, so only a multi-line one tracks it.
      if !escaped && firstNewline != nil { lastUnescapedSpaceOrTab = characterStart }
    default:
      break
    }
    return .continue
  }
}
