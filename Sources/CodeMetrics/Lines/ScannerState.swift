/// The kinds of string literal, which differ in how they end and whether they span lines.
enum StringLiteralKind: Equatable {
  /// `"…"`, ended by a quote or a line break.
  case singleLine
  /// `"""…"""`.
  case multiLine
  /// `'…'`, not valid Swift but lexed as a string so that its contents are not code.
  case singleQuote
}

/// How trivia (whitespace and comments) is read between tokens.
enum TriviaMode: Equatable {
  case normal
  /// Inside a single-line string's interpolation, a line break ends the string instead.
  case noNewlines
  /// The `\`, `#`s, blanks and line break that continue a multi-line string on the next line.
  case escapedNewlineInMultiLineStringLiteral
}

/// The lexer state above the bottom `normal` state, as in swift-syntax's `Lexer.Cursor.State`.
enum ScannerState: Equatable {
  case normal
  /// After `try?` or `try!`, where a `/` starts a regex literal rather than a division.
  case preferRegexOverBinaryOperator
  case afterRawStringDelimiter(delimiterLength: Int)
  case inStringLiteral(kind: StringLiteralKind, delimiterLength: Int)
  case afterStringLiteral(kind: StringLiteralKind, isRawString: Bool)
  case afterClosingStringQuote
  case inStringInterpolationStart(kind: StringLiteralKind)
  case inStringInterpolation(kind: StringLiteralKind, parenCount: Int)

  enum Transition: Equatable {
    case push(ScannerState)
    case replace(ScannerState)
    case pop
  }

  var leadingTriviaMode: TriviaMode? {
    switch self {
    case .normal, .preferRegexOverBinaryOperator: .normal
    case .inStringInterpolation(let kind, _): kind == .multiLine ? .normal : .noNewlines
    default: nil
    }
  }

  var trailingTriviaMode: TriviaMode? {
    switch self {
    case .normal, .preferRegexOverBinaryOperator, .inStringInterpolation: .noNewlines
    default: nil
    }
  }

  var isInsideString: Bool {
    switch self {
    case .normal, .preferRegexOverBinaryOperator: false
    default: true
    }
  }

  /// A single-line string ends at a line break.
  var popsAtNewline: Bool {
    if case .inStringLiteral(let kind, _) = self { return kind != .multiLine }
    return false
  }
}

/// The previous token, reduced to what decides whether a `/` may start a regex literal.
enum ScannedToken: Equatable {
  /// `(`, `[`, `,` and `:`: an expression may follow, but so may an unapplied operator.
  case leftParen, leftSquare, comma, colon
  /// Tokens after which an expression is expected.
  case leftBrace, prefixOperator, prefixAmpersand, binaryOperator, equal, semicolon, infixQuestionMark
  case poundIfLike
  case unknown
  case keyword
  /// `.`, which also keeps `x.0.1` from reading as a float.
  case period
  /// Tokens that end an expression: identifiers, literals, closing brackets, postfix operators…
  case expressionEnd
}
