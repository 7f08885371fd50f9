/// One character read inside a string literal.
enum StringCharacter: Equatable {
  case success(UInt32)
  case escapedLineBreak
  case endOfString
  case error
}

extension SwiftLineScanner {
  /// Reads an opening or closing quote: `"`, `"""` or `'`, after any raw-string `#`s.
  mutating func lexStringQuote(matchingOpening: StringLiteralKind?, leadingDelimiterLength: Int) -> TokenResult {
    if peek() == UInt8(ascii: "'") {
      position += 1
      return TokenResult(.expressionEnd, transition: transitionAfterQuote(kind: .singleQuote))
    }
    position += 1
    var afterQuotes = position
    let isTripleQuote = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"")
    if matchingOpening == .singleLine || !isTripleQuote {
      return TokenResult(.expressionEnd, transition: transitionAfterQuote(kind: .singleLine))
    }
    afterQuotes += 2
    if leadingDelimiterLength > 0 {
      // `#"""#` and `#"""a"#` are single-line strings that start with quotes.
      var scan = afterQuotes
      if advanceIfStringDelimiter(&scan, delimiterLength: leadingDelimiterLength) {
        return TokenResult(.expressionEnd, transition: transitionAfterQuote(kind: .singleLine))
      }
      while scan < count, bytes[scan] != 0x0A, bytes[scan] != 0x0D {
        if bytes[scan] == UInt8(ascii: "\"") {
          scan += 1
          if advanceIfStringDelimiter(&scan, delimiterLength: leadingDelimiterLength) {
            return TokenResult(.expressionEnd, transition: transitionAfterQuote(kind: .singleLine))
          }
          continue
        }
        scan += 1
      }
    }
    position = afterQuotes
    let atLineBreak = peek() == 0x0A || peek() == 0x0D
    return TokenResult(
      .expressionEnd, transition: transitionAfterQuote(kind: .multiLine),
      trailingTriviaMode: matchingOpening == nil && atLineBreak ? .escapedNewlineInMultiLineStringLiteral : nil)
  }

  private func transitionAfterQuote(kind: StringLiteralKind) -> ScannerState.Transition {
    switch currentState {
    case .afterStringLiteral(_, let isRawString):
      return isRawString ? .replace(.afterClosingStringQuote) : .pop
    case .afterRawStringDelimiter(let delimiterLength):
      return .replace(.inStringLiteral(kind: kind, delimiterLength: delimiterLength))
    default:
      return .push(.inStringLiteral(kind: kind, delimiterLength: 0))
    }
  }

  /// Moves past `delimiterLength` `#`s (and, like swift-syntax, one more if present).
  func advanceIfStringDelimiter(_ index: inout Int, delimiterLength: Int) -> Bool {
    guard delimiterLength > 0 else { return true }
    var scan = index
    var pounds = 0
    while scan < count, bytes[scan] == UInt8(ascii: "#") {
      scan += 1
      if pounds < delimiterLength { pounds += 1 } else { break }
    }
    guard pounds >= delimiterLength else { return false }
    index = scan
    return true
  }

  /// Reads a string segment: the literal's text up to its end, an interpolation or a line break.
  mutating func lexInStringLiteral(kind: StringLiteralKind, delimiterLength: Int) -> TokenResult {
    let afterString = ScannerState.afterStringLiteral(kind: kind, isRawString: delimiterLength > 0)
    while true {
      guard position < count else {
        return TokenResult(.expressionEnd, transition: .replace(afterString), mayContainNewlines: true)
      }
      switch bytes[position] {
      case UInt8(ascii: "\\"):
        if isAtStringInterpolationAnchor(delimiterLength: delimiterLength) {
          return TokenResult(
            .expressionEnd, transition: .push(.inStringInterpolationStart(kind: kind)), mayContainNewlines: true)
        }
        if kind == .multiLine && isAtEscapedNewline(delimiterLength: delimiterLength) {
          return TokenResult(
            .expressionEnd, trailingTriviaMode: .escapedNewlineInMultiLineStringLiteral, mayContainNewlines: true)
        }
      case 0x0A, 0x0D:
        if kind == .multiLine {
          let lineBreak = bytes[position]
          position += 1
          if lineBreak == 0x0D, peek() == 0x0A { position += 1 }
          return TokenResult(.expressionEnd, mayContainNewlines: true)
        }
        // A single-line literal ends at the line break, unterminated.
        if unterminated == nil { unterminated = UnterminatedLiteral(kind: .string, line: tally.lineNumber) }
        return TokenResult(.expressionEnd, transition: .pop, mayContainNewlines: true)
      default:
        // Printable ASCII other than quotes and backslashes is just text, whatever the literal.
        if flags[Int(bytes[position])] & SwiftLexicalClasses.plainStringFlag != 0 {
          position += 1
          while position < count, flags[Int(bytes[position])] & SwiftLexicalClasses.plainStringFlag != 0 {
            position += 1
          }
          continue
        }
      }
      var index = position
      switch lexCharacterInStringLiteral(at: &index, kind: kind, delimiterLength: delimiterLength) {
      case .endOfString:
        return TokenResult(.expressionEnd, transition: .replace(afterString), mayContainNewlines: true)
      case .escapedLineBreak:
        position = index
        return TokenResult(.expressionEnd, mayContainNewlines: true)
      case .success, .error:
        position = index
      }
    }
  }

  private func isAtStringInterpolationAnchor(delimiterLength: Int) -> Bool {
    var index = position + 1
    return advanceIfStringDelimiter(&index, delimiterLength: delimiterLength) && byte(at: index) == UInt8(ascii: "(")
  }

  private func isAtEscapedNewline(delimiterLength: Int) -> Bool {
    var index = position + 1
    guard advanceIfStringDelimiter(&index, delimiterLength: delimiterLength) else { return false }
    while let next = byte(at: index), next == 0x20 || next == 0x09 { index += 1 }
    return byte(at: index) == 0x0A || byte(at: index) == 0x0D
  }

  /// Reads one character of a string literal, an escape sequence as one character.
  func lexCharacterInStringLiteral(
    at index: inout Int, kind: StringLiteralKind, delimiterLength: Int
  )
    -> StringCharacter
  {
    guard let first = byte(at: index) else { return .error }
    switch first {
    case UInt8(ascii: "\""):
      index += 1
      switch kind {
      case .singleLine:
        var scan = index
        if !advanceIfStringDelimiter(&scan, delimiterLength: delimiterLength) { return .success(0x22) }
        index = scan
        return .endOfString
      case .multiLine:
        guard byte(at: index) == UInt8(ascii: "\""), byte(at: index + 1) == UInt8(ascii: "\"") else {
          return .success(0x22)
        }
        var scan = index + 2
        if delimiterLength > 0 && !advanceIfStringDelimiter(&scan, delimiterLength: delimiterLength) {
          return .success(0x22)
        }
        index = scan
        return .endOfString
      case .singleQuote:
        return .success(0x22)
      }
    case UInt8(ascii: "'"):
      index += 1
      return kind == .singleQuote ? .endOfString : .success(0x27)
    case 0:
      index += 1
      return .error
    case 0x0A, 0x0D:
      index += 1
      return .success(UInt32(first))
    case UInt8(ascii: "\\"):
      index += 1
      if !advanceIfStringDelimiter(&index, delimiterLength: delimiterLength) { return .success(0x5C) }
      return lexEscapedCharacter(at: &index, isMultilineString: kind == .multiLine)
    default:
      guard let scalar = decode(at: &index) else { return .error }
      if scalar >= 0x80 || (scalar >= 0x20 && scalar < 0x7F) || (kind == .multiLine && scalar == 0x09) {
        return .success(scalar)
      }
      return .error
    }
  }

  /// Reads the escape after a `\` (and any raw `#`s).
  private func lexEscapedCharacter(at index: inout Int, isMultilineString: Bool) -> StringCharacter {
    guard let next = byte(at: index) else { return .error }
    switch next {
    case UInt8(ascii: "0"), UInt8(ascii: "t"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
      index += 1
      return .success(0)
    case UInt8(ascii: "n"), UInt8(ascii: "r"):
      index += 1
      return .escapedLineBreak
    case UInt8(ascii: "u"):
      index += 1
      guard byte(at: index) == UInt8(ascii: "{") else { return .error }
      index += 1
      while let digit = byte(at: index), SwiftLexicalClasses.isHexDigit(digit) { index += 1 }
      guard byte(at: index) == UInt8(ascii: "}") else { return .error }
      index += 1
      return .success(0)
    case 0x0A, 0x0D:
      if isMultilineString, let end = newlineEscapeEnd(from: index) {
        index = end
        return .escapedLineBreak
      }
      return .error
    default:
      if SwiftLexicalClasses.isDigit(next) || SwiftLexicalClasses.isASCIILetter(next) { index += 1 }
      return .error
    }
  }

  private func newlineEscapeEnd(from start: Int) -> Int? {
    var index = start
    while let next = byte(at: index) {
      index += 1
      switch next {
      case 0x20, 0x09: continue
      case 0x0D:
        if byte(at: index) == 0x0A { index += 1 }
        return index
      case 0x0A: return index
      default: return nil
      }
    }
    return nil
  }

  mutating func lexInStringInterpolationStart(kind: StringLiteralKind) -> TokenResult {
    switch bytes[position] {
    case UInt8(ascii: "\\"):
      position += 1
      return TokenResult(.expressionEnd)
    case UInt8(ascii: "#"):
      while peek() == UInt8(ascii: "#") { position += 1 }
      return TokenResult(.expressionEnd)
    default:
      position += 1
      return TokenResult(.leftParen, transition: .replace(.inStringInterpolation(kind: kind, parenCount: 0)))
    }
  }

  mutating func lexInStringInterpolation(kind: StringLiteralKind, parenCount: Int) -> TokenResult {
    switch bytes[position] {
    case UInt8(ascii: "("):
      position += 1
      return TokenResult(
        .leftParen, transition: .replace(.inStringInterpolation(kind: kind, parenCount: parenCount + 1)))
    case UInt8(ascii: ")"):
      position += 1
      if parenCount == 0 { return TokenResult(.expressionEnd, transition: .pop) }
      return TokenResult(
        .expressionEnd, transition: .replace(.inStringInterpolation(kind: kind, parenCount: parenCount - 1)))
    case 0x0A, 0x0D:
      // A line break inside a single-line string's interpolation ends the interpolation.
      return TokenResult(.expressionEnd, transition: .pop)
    default:
      return lexNormal(preferRegexOverBinaryOperator: false)
    }
  }
}
