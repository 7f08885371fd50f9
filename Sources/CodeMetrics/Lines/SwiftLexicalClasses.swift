/// The byte and code-point classes of Swift's lexical grammar, as swift-syntax's lexer defines them.
///
/// Identifier and operator code points decide where a token ends, which decides whether
/// a following `/` or `"` starts a literal; so they follow swift-syntax exactly.
enum SwiftLexicalClasses {
  /// Bit flags per byte, looked up in the scanner's hot loops.
  static let identifierContinueFlag: UInt8 = 1
  /// Bytes a string segment can pass over without a closer look: printable ASCII other than
  /// `"`, `'` and `\`.
  static let plainStringFlag: UInt8 = 2
  /// Bytes a block comment can pass over: anything but `*`, `/`, `\n` and `\r`.
  static let plainCommentFlag: UInt8 = 4

  /// The flags of every byte, allocated once and never freed, so that the scanner can hold a
  /// plain pointer to it.
  nonisolated(unsafe) static let byteFlags: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0..<256 {
      let value = UInt8(byte)
      var flags: UInt8 = 0
      if isASCIIIdentifierContinue(value) { flags |= identifierContinueFlag }
      if value >= 0x20 && value < 0x7F && value != 0x22 && value != 0x27 && value != 0x5C {
        flags |= plainStringFlag
      }
      if value != 0x2A && value != 0x2F && value != 0x0A && value != 0x0D { flags |= plainCommentFlag }
      table[byte] = flags
    }
    return UnsafePointer(table)
  }()

  @inline(__always)
  static func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
  }

  @inline(__always)
  static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
    isASCIIIdentifierStart(byte) || isDigit(byte) || byte == 0x24
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  @inline(__always)
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
  }

  @inline(__always)
  static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
  }

  @inline(__always)
  static func isStartOfUTF8Character(_ byte: UInt8) -> Bool {
    byte < 0x80 || (byte >= 0xC2 && byte < 0xF5)
  }

  static func isIdentifierContinuation(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierContinue(UInt8(c)) }
    return c == 0x00A8 || c == 0x00AA || c == 0x00AD || c == 0x00AF
      || (c >= 0x00B2 && c <= 0x00B5) || (c >= 0x00B7 && c <= 0x00BA)
      || (c >= 0x00BC && c <= 0x00BE) || (c >= 0x00C0 && c <= 0x00D6)
      || (c >= 0x00D8 && c <= 0x00F6) || (c >= 0x00F8 && c <= 0x00FF)
      || (c >= 0x0100 && c <= 0x167F) || (c >= 0x1681 && c <= 0x180D)
      || (c >= 0x180F && c <= 0x1FFF) || (c >= 0x200B && c <= 0x200D)
      || (c >= 0x202A && c <= 0x202E) || (c >= 0x203F && c <= 0x2040)
      || c == 0x2054 || (c >= 0x2060 && c <= 0x206F)
      || (c >= 0x2070 && c <= 0x218F) || (c >= 0x2460 && c <= 0x24FF)
      || (c >= 0x2776 && c <= 0x2793) || (c >= 0x2C00 && c <= 0x2DFF)
      || (c >= 0x2E80 && c <= 0x2FFF) || (c >= 0x3004 && c <= 0x3007)
      || (c >= 0x3021 && c <= 0x302F) || (c >= 0x3031 && c <= 0x303F)
      || (c >= 0x3040 && c <= 0xD7FF) || (c >= 0xF900 && c <= 0xFD3D)
      || (c >= 0xFD40 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFE44)
      || (c >= 0xFE47 && c <= 0xFFF8)
      || (c >= 0x10000 && c <= 0xEFFFD && (c & 0xFFFF) <= 0xFFFD)
  }

  static func isIdentifierStart(_ c: UInt32) -> Bool {
    if c < 0x80 { return isASCIIIdentifierStart(UInt8(c)) }
    guard isIdentifierContinuation(c) else { return false }
    return
      !((c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF) || (c >= 0x20D0 && c <= 0x20FF)
      || (c >= 0xFE20 && c <= 0xFE2F))
  }

  static func isOperatorStart(_ c: UInt32) -> Bool {
    if c < 0x80 {
      switch UInt8(c) {
      case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"),
        UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
        UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "."), UInt8(ascii: "?"):
        return true
      default:
        return false
      }
    }
    return (c >= 0x00A1 && c <= 0x00A7)
      || c == 0x00A9 || c == 0x00AB || c == 0x00AC || c == 0x00AE
      || c == 0x00B0 || c == 0x00B1 || c == 0x00B6 || c == 0x00BB
      || c == 0x00BF || c == 0x00D7 || c == 0x00F7
      || c == 0x2016 || c == 0x2017 || (c >= 0x2020 && c <= 0x2027)
      || (c >= 0x2030 && c <= 0x203E) || (c >= 0x2041 && c <= 0x2053)
      || (c >= 0x2055 && c <= 0x205E) || (c >= 0x2190 && c <= 0x23FF)
      || (c >= 0x2500 && c <= 0x2775) || (c >= 0x2794 && c <= 0x2BFF)
      || (c >= 0x2E00 && c <= 0x2E7F) || (c >= 0x3001 && c <= 0x3003)
      || (c >= 0x3008 && c <= 0x3030)
  }

  static func isOperatorContinuation(_ c: UInt32) -> Bool {
    if isOperatorStart(c) { return true }
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x1DC0 && c <= 0x1DFF)
      || (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE00 && c <= 0xFE0F)
      || (c >= 0xFE20 && c <= 0xFE2F) || (c >= 0xE0100 && c <= 0xE01EF)
  }
}
