extension SwiftLineScanner {
  /// Reads whitespace, comments and other trivia up to the next token, marking comment lines.
  mutating func lexTrivia(_ mode: TriviaMode) {
    if mode == .escapedNewlineInMultiLineStringLiteral {
      lexEscapedNewline()
      return
    }
    while position < count {
      let byte = bytes[position]
      switch byte {
      case 0x0A, 0x0D:
        if mode == .noNewlines { return }
        if endsLine(at: position) { tally.endLine() }
        position += 1
      case 0x20, 0x09, 0x0B, 0x0C:
        // Indentation comes in runs.
        position += 1
        while position < count, bytes[position] == 0x20 { position += 1 }
      case UInt8(ascii: "/"):
        switch peek(1) {
        case UInt8(ascii: "/"):
          tally.mark(.comment)
          position = endOfLine(from: position + 2)
        case UInt8(ascii: "*"):
          skipBlockComment()
        default:
          return
        }
      case UInt8(ascii: "<"), UInt8(ascii: ">"):
        guard let end = conflictMarkerEnd(at: position) else { return }
        markUnexpectedText(from: position, to: end)
        position = end
      case 0xEF where peek(1) == 0xBB && peek(2) == 0xBF:
        // A byte order mark, anywhere in trivia, is invisible.
        position += 3
      case 0x00...0x1F, 0x7F...0xFF:
        guard lexUnknownAsTrivia() else { return }
      default:
        // Printable ASCII that starts a token.
        return
      }
    }
  }

  /// The position of the next `\n` or `\r` at or after `start`, or the end of the file.
  ///
  /// Reads eight bytes at a time: most of a line comment is neither.
  func endOfLine(from start: Int) -> Int {
    var index = start
    let base = UnsafeRawPointer(bytes.baseAddress!)
    while index + 8 <= count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // A byte is zero in `word ^ pattern` where it matches; the classic test finds any zero byte.
      let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
      let carriageReturn = word ^ 0x0D0D_0D0D_0D0D_0D0D
      let low: UInt64 = 0x0101_0101_0101_0101
      let high: UInt64 = 0x8080_8080_8080_8080
      let hasZero = ((newline &- low) & ~newline & high) | ((carriageReturn &- low) & ~carriageReturn & high)
      if hasZero != 0 { break }
      index += 8
    }
    while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// `\`? `#`* [ \t]* line break, after a multi-line string's opening quote or a line ending in `\`.
  private mutating func lexEscapedNewline() {
    var visible = false
    if peek() == UInt8(ascii: "\\") {
      position += 1
      visible = true
    }
    while peek() == UInt8(ascii: "#") {
      position += 1
      visible = true
    }
    if visible { tally.mark(.code) }
    while let byte = peek(), byte == 0x20 || byte == 0x09 { position += 1 }
    if peek() == 0x0D {
      position += 1
      if peek() == 0x0A {
        position += 1
        tally.endLine()
      } else {
        tally.endLine()
      }
    } else if peek() == 0x0A {
      position += 1
      tally.endLine()
    }
  }

  /// Skips a `/* … */` comment, nested ones included, or to the end of the file if unterminated.
  private mutating func skipBlockComment() {
    let startLine = tally.lineNumber
    var depth = 1
    defer {
      if depth > 0 && unterminated == nil { unterminated = UnterminatedLiteral(kind: .comment, line: startLine) }
    }
    tally.mark(.comment)
    position += 2
    while position < count {
      let byte = bytes[position]
      position += 1
      if flags[Int(byte)] & SwiftLexicalClasses.plainCommentFlag != 0 { continue }
      switch byte {
      case UInt8(ascii: "*"):
        if position < count, bytes[position] == UInt8(ascii: "/") {
          position += 1
          depth -= 1
          if depth == 0 { return }
        }
      case UInt8(ascii: "/"):
        if position < count, bytes[position] == UInt8(ascii: "*") {
          position += 1
          depth += 1
        }
      case 0x0A, 0x0D:
        if endsLine(at: position - 1) {
          tally.endLine()
          if position < count { tally.mark(.comment) }
        }
      default:
        break
      }
    }
  }

  /// A character that starts no token: invalid UTF-8, a control character, a no-break space.
  /// Returns `false` if the character starts a token after all.
  private mutating func lexUnknownAsTrivia() -> Bool {
    guard let scalar = peekScalar(at: position) else {
      var index = position
      _ = decode(at: &index)
      tally.mark(.code)
      position = index
      return true
    }
    if SwiftLexicalClasses.isIdentifierStart(scalar) || SwiftLexicalClasses.isOperatorStart(scalar)
      || SwiftLexicalClasses.isIdentifierContinuation(scalar) || scalar == 0x201C || scalar == 0x201D
    {
      return false
    }
    if scalar == 0xA0 {
      while peek() == 0xC2 && peek(1) == 0xA0 { position += 2 }
      return true
    }
    var index = position
    _ = decode(at: &index)
    tally.mark(.code)
    position = index
    return true
  }

  /// The end of a version-control conflict marker starting at `start`, as the lexer skips it.
  func conflictMarkerEnd(at start: Int) -> Int? {
    let previous = previousByte(before: start)
    guard previous == 0x0A || previous == 0x0D || previous == 0 else { return nil }
    let introducer: [UInt8]
    let terminator: [UInt8]
    if starts(with: Array("<<<<<<< ".utf8), at: start) {
      introducer = Array("<<<<<<< ".utf8)
      terminator = Array(">>>>>>> ".utf8)
    } else if starts(with: Array(">>>> ".utf8), at: start) {
      introducer = Array(">>>> ".utf8)
      terminator = Array("<<<<\n".utf8)
    } else {
      return nil
    }
    var index = start + introducer.count
    while index < count {
      if bytes[index] == terminator[0], starts(with: terminator, at: index),
        bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D
      {
        var end = index + terminator.count
        while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
      }
      index += 1
    }
    return nil
  }

  func starts(with prefix: [UInt8], at index: Int) -> Bool {
    guard index + prefix.count <= count else { return false }
    for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
    return true
  }
}
