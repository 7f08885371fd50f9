extension SwiftLineScanner {
  /// Reads one token in the normal state (or inside an interpolation).
  mutating func lexNormal(preferRegexOverBinaryOperator: Bool) -> TokenResult {
    let byte = bytes[position]
    switch byte {
    case UInt8(ascii: "{"):
      position += 1
      return TokenResult(.leftBrace)
    case UInt8(ascii: "["):
      position += 1
      return TokenResult(.leftSquare)
    case UInt8(ascii: "("):
      position += 1
      return TokenResult(.leftParen)
    case UInt8(ascii: "@"), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "\\"):
      position += 1
      return TokenResult(.expressionEnd)
    case UInt8(ascii: ","):
      position += 1
      return TokenResult(.comma)
    case UInt8(ascii: ";"):
      position += 1
      return TokenResult(.semicolon)
    case UInt8(ascii: ":"):
      position += 1
      return TokenResult(.colon)
    case UInt8(ascii: "#"):
      return lexPound()
    case UInt8(ascii: "!"), UInt8(ascii: "?"):
      if let result = lexPostfixOptionalChain() { return result }
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: preferRegexOverBinaryOperator)
    case UInt8(ascii: "<"):
      if peek(1) == UInt8(ascii: "#"), let result = tryLexEditorPlaceholder() { return result }
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: preferRegexOverBinaryOperator)
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
      return lexIdentifier()
    case UInt8(ascii: "$"):
      return lexDollarIdentifier()
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return lexNumber()
    case UInt8(ascii: "'"), UInt8(ascii: "\""):
      return lexStringQuote(matchingOpening: nil, leadingDelimiterLength: 0)
    case UInt8(ascii: "`"):
      return lexEscapedIdentifier()
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
      UInt8(ascii: "%"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
      UInt8(ascii: "~"), UInt8(ascii: "."):
      return lexOperatorIdentifier(preferRegexOverBinaryOperator: preferRegexOverBinaryOperator)
    default:
      if let scalar = peekScalar(at: position) {
        if SwiftLexicalClasses.isIdentifierStart(scalar) { return lexIdentifier() }
        if SwiftLexicalClasses.isOperatorStart(scalar) {
          return lexOperatorIdentifier(preferRegexOverBinaryOperator: preferRegexOverBinaryOperator)
        }
      }
      return lexUnknownToken()
    }
  }

  private mutating func lexPound() -> TokenResult {
    // A shebang is a token of its own, so its line is code.
    if (position == 0 || bytes[position - 1] == 0), peek(1) == UInt8(ascii: "!") {
      while position < count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
      return TokenResult(.expressionEnd)
    }
    // `#"`, `##"`…: a raw string's opening delimiter.
    var index = position
    while index < count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    if index < count, bytes[index] == UInt8(ascii: "\"") {
      let length = index - position
      position = index
      return TokenResult(.expressionEnd, transition: .push(.afterRawStringDelimiter(delimiterLength: length)))
    }
    // `#/…/#`: an extended regex literal, which is never a division.
    if let end = scanRegexLiteral(at: position, mustBeRegex: true) {
      if unterminated == nil, !isClosedRegex(from: position, to: end) {
        unterminated = UnterminatedLiteral(kind: .regex, line: tally.lineNumber)
      }
      position = end
      return TokenResult(.expressionEnd, mayContainNewlines: true)
    }
    // `#if`, `#available`, … or a bare `#`.
    position += 1
    var end = position
    while end < count, SwiftLexicalClasses.isASCIIIdentifierStart(bytes[end]) { end += 1 }
    switch String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) {
    case "if", "else", "elseif", "endif":
      position = end
      return TokenResult(.poundIfLike)
    case "sourceLocation", "available", "unavailable":
      position = end
      return TokenResult(.expressionEnd)
    default:
      return TokenResult(.expressionEnd)
    }
  }

  private mutating func lexPostfixOptionalChain() -> TokenResult? {
    guard isLeftBound(position) else { return nil }
    let transition: ScannerState.Transition? =
      previousKeyword == .try ? .push(.preferRegexOverBinaryOperator) : nil
    position += 1
    return TokenResult(.expressionEnd, transition: transition)
  }

  /// Whether the extended regex literal `start..<end` ends with `/` and its opening `#`s.
  private func isClosedRegex(from start: Int, to end: Int) -> Bool {
    var pounds = 0
    while bytes[start + pounds] == UInt8(ascii: "#") { pounds += 1 }
    guard end - start >= 2 * pounds + 2 else { return false }
    for index in (end - pounds)..<end where bytes[index] != UInt8(ascii: "#") { return false }
    return bytes[end - pounds - 1] == UInt8(ascii: "/")
  }

  private mutating func tryLexEditorPlaceholder() -> TokenResult? {
    var index = position + 2
    while index < count {
      let consumed = bytes[index]
      index += 1
      if consumed == 0x0A { return nil }
      if consumed == UInt8(ascii: "<"), index < count, bytes[index] == UInt8(ascii: "#") { return nil }
      if consumed == UInt8(ascii: "#"), index < count, bytes[index] == UInt8(ascii: ">") {
        position = index + 1
        return TokenResult(.expressionEnd, mayContainNewlines: true)
      }
    }
    return nil
  }

  mutating func lexIdentifier() -> TokenResult {
    let start = position
    position += 1
    if bytes[start] >= 0x80 {
      position = start
      _ = advance(&position, if: SwiftLexicalClasses.isIdentifierStart)
    }
    while position < count {
      let byte = bytes[position]
      if flags[Int(byte)] & SwiftLexicalClasses.identifierContinueFlag != 0 {
        position += 1
      } else if byte < 0x80 || !advance(&position, if: SwiftLexicalClasses.isIdentifierContinuation) {
        break
      }
    }
    let length = position - start
    if length == 1 && bytes[start] == UInt8(ascii: "_") { return TokenResult(.expressionEnd) }
    if let keyword = keywords.kind(of: bytes.baseAddress! + start, count: length) {
      return TokenResult(.keyword, keyword: keyword)
    }
    return TokenResult(.expressionEnd)
  }

  private mutating func lexDollarIdentifier() -> TokenResult {
    position += 1
    advance(&position, while: SwiftLexicalClasses.isIdentifierContinuation)
    return TokenResult(.expressionEnd)
  }

  private mutating func lexEscapedIdentifier() -> TokenResult {
    let quote = position
    position += 1
    let identifierStart = position
    while let byte = peek(), byte != UInt8(ascii: "`"), byte != 0x0A, byte != 0x0D {
      _ = decode(at: &position)
    }
    if peek() == UInt8(ascii: "`") {
      position += 1
      return TokenResult(.expressionEnd)
    }
    if starts(with: Array("`$`".utf8), at: quote) {
      position = quote + 3
      return TokenResult(.expressionEnd)
    }
    position = identifierStart
    return TokenResult(.expressionEnd)
  }

  /// A character that starts neither an identifier nor an operator, in token position.
  private mutating func lexUnknownToken() -> TokenResult {
    var index = position
    if advance(&index, if: SwiftLexicalClasses.isIdentifierContinuation) {
      advance(&index, while: SwiftLexicalClasses.isIdentifierContinuation)
      position = index
      return TokenResult(.expressionEnd)
    }
    let scalar = decode(at: &index)
    if scalar == 0x201C {
      // A curly-quoted string is read as one identifier, to its closing quote on the line.
      if let end = endOfCurlyQuoteStringLiteral(from: index) { index = end }
      position = index
      return TokenResult(.expressionEnd)
    }
    position = index
    return TokenResult(scalar == 0x201D ? .unknown : .expressionEnd)
  }

  private func endOfCurlyQuoteStringLiteral(from start: Int) -> Int? {
    var index = start
    while true {
      if index < count, bytes[index] == UInt8(ascii: "\\"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "(") {
        return nil
      }
      if index >= count || bytes[index] == 0x0A || bytes[index] == 0x0D { return nil }
      switch lexCharacterInStringLiteral(at: &index, kind: .singleLine, delimiterLength: 0) {
      case .error: return nil
      case .endOfString: return index
      case .success(let scalar) where scalar == 0x201D: return index
      default: break
      }
    }
  }

  // MARK: Numbers

  private mutating func lexNumber() -> TokenResult {
    let isIdentifierContinuation = SwiftLexicalClasses.isIdentifierContinuation
    if bytes[position] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "x") { return lexHexNumber() }
    if bytes[position] == UInt8(ascii: "0"), peek(1) == UInt8(ascii: "o") || peek(1) == UInt8(ascii: "b") {
      let isOctal = peek(1) == UInt8(ascii: "o")
      position += 2
      let isDigit: (UInt8) -> Bool =
        isOctal
        ? { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
        : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
      if let next = peek(), !isDigit(next) {
        advance(&position, while: isIdentifierContinuation)
        return TokenResult(.expressionEnd)
      }
      while let next = peek(), isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
      advance(&position, while: isIdentifierContinuation)
      return TokenResult(.expressionEnd)
    }
    skipDecimalDigits()
    if peek() == UInt8(ascii: ".") {
      guard let next = peek(1), SwiftLexicalClasses.isDigit(next), previousToken != .period else {
        return TokenResult(.expressionEnd)
      }
    } else if peek() != UInt8(ascii: "e") && peek() != UInt8(ascii: "E") {
      advance(&position, while: isIdentifierContinuation)
      return TokenResult(.expressionEnd)
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      skipDecimalDigits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "-") || peek() == UInt8(ascii: "+") { position += 1 }
      guard let next = peek(), SwiftLexicalClasses.isDigit(next) else {
        advance(&position, while: isIdentifierContinuation)
        return TokenResult(.expressionEnd)
      }
      skipDecimalDigits()
      advance(&position, while: isIdentifierContinuation)
    }
    return TokenResult(.expressionEnd)
  }

  private mutating func skipDecimalDigits() {
    while let next = peek(), SwiftLexicalClasses.isDigit(next) || next == UInt8(ascii: "_") { position += 1 }
  }

  private mutating func lexHexNumber() -> TokenResult {
    let isIdentifierContinuation = SwiftLexicalClasses.isIdentifierContinuation
    position += 2
    guard let first = peek() else { return TokenResult(.expressionEnd) }
    guard SwiftLexicalClasses.isHexDigit(first) else {
      advance(&position, while: isIdentifierContinuation)
      return TokenResult(.expressionEnd)
    }
    while let next = peek(), SwiftLexicalClasses.isHexDigit(next) || next == UInt8(ascii: "_") { position += 1 }
    if peek() != UInt8(ascii: ".") && peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") {
      advance(&position, while: isIdentifierContinuation)
      return TokenResult(.expressionEnd)
    }
    var dot: Int? = nil
    if peek() == UInt8(ascii: ".") {
      dot = position
      position += 1
      if let next = peek(), !SwiftLexicalClasses.isHexDigit(next) {
        position = dot!
        return TokenResult(.expressionEnd)
      }
      while let next = peek(), SwiftLexicalClasses.isHexDigit(next) || next == UInt8(ascii: "_") { position += 1 }
      if peek() != UInt8(ascii: "p") && peek() != UInt8(ascii: "P") {
        if let next = peek(1), !SwiftLexicalClasses.isDigit(next) { position = dot! }
        return TokenResult(.expressionEnd)
      }
    }
    if position < count { position += 1 }  // the `p`
    var signed = false
    if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
      position += 1
      signed = true
    }
    if let next = peek(), !SwiftLexicalClasses.isDigit(next) {
      if let dot, let afterDot = byte(at: dot + 1), !SwiftLexicalClasses.isDigit(afterDot), !signed {
        position = dot
        return TokenResult(.expressionEnd)
      }
      advance(&position, while: isIdentifierContinuation)
      return TokenResult(.expressionEnd)
    }
    skipDecimalDigits()
    advance(&position, while: isIdentifierContinuation)
    return TokenResult(.expressionEnd)
  }

  // MARK: Operators

  /// Whether the operator starting at `index` touches the token before it.
  func isLeftBound(_ index: Int) -> Bool {
    if index == 0 { return false }
    switch bytes[index - 1] {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "/"):
      return byte(at: index - 2) != UInt8(ascii: "*")
    case 0xA0:
      return byte(at: index - 2) != 0xC2
    default:
      return true
    }
  }

  /// Whether the operator ending before `index` touches the token after it.
  func isRightBound(_ index: Int, isLeftBound: Bool) -> Bool {
    guard let next = byte(at: index) else { return false }
    switch next {
    case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
      return false
    case UInt8(ascii: "."):
      return !isLeftBound
    case UInt8(ascii: "/"):
      let after = byte(at: index + 1)
      return after != UInt8(ascii: "/") && after != UInt8(ascii: "*")
    case 0xC2:
      return byte(at: index + 1) != 0xA0
    default:
      return true
    }
  }

  private mutating func lexOperatorIdentifier(preferRegexOverBinaryOperator: Bool) -> TokenResult {
    let start = position
    _ = advance(&position, if: SwiftLexicalClasses.isOperatorStart)
    repeat {
      if peek() == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
      if peek() == UInt8(ascii: "<"), peek(1) == UInt8(ascii: "#"), containsPlaceholderEnd(from: position) { break }
    } while advance(&position, if: SwiftLexicalClasses.isOperatorContinuation)

    // The first `/` in the operator may start a regex literal.
    var slash = start
    while slash < position, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
    if slash < position,
      let end = tryScanOperatorAsRegexLiteral(
        at: slash, operatorStart: start, operatorEnd: position,
        preferRegexOverBinaryOperator: preferRegexOverBinaryOperator)
    {
      position = end
      return TokenResult(.expressionEnd, mayContainNewlines: true)
    }

    // A `//` or `/*` inside an operator starts a comment.
    if position - start > 2 {
      var index = start + 1
      while index < position {
        if bytes[index] == UInt8(ascii: "/"), let next = byte(at: index + 1),
          next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
        {
          position = index
          break
        }
        index += 1
      }
    }
    return TokenResult(classifyOperator(from: start, to: position))
  }

  private func containsPlaceholderEnd(from index: Int) -> Bool {
    var index = index
    while index + 1 < count {
      if bytes[index] == 0x0A { return false }
      if bytes[index] == UInt8(ascii: "#"), bytes[index + 1] == UInt8(ascii: ">") { return true }
      index += 1
    }
    return false
  }

  func classifyOperator(from start: Int, to end: Int) -> ScannedToken {
    let leftBound = isLeftBound(start)
    let rightBound = isRightBound(end, isLeftBound: leftBound)
    let length = end - start
    if length == 1 {
      switch bytes[start] {
      case UInt8(ascii: "="): return .equal
      case UInt8(ascii: "&") where !leftBound && rightBound: return .prefixAmpersand
      case UInt8(ascii: "."): return .period
      case UInt8(ascii: "?"): return leftBound ? .expressionEnd : .infixQuestionMark
      default: break
      }
    } else if length == 2 {
      if bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") { return .expressionEnd }
      if bytes[start] == UInt8(ascii: "*"), bytes[start + 1] == UInt8(ascii: "/") { return .unknown }
    } else {
      for index in start..<(end - 1)
      where bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
        return .unknown
      }
    }
    if leftBound == rightBound { return .binaryOperator }
    return leftBound ? .expressionEnd : .prefixOperator
  }
}
