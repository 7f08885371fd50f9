import Support

/// A path as git stores it, a string of bytes, as text that keeps different bytes apart.
///
/// Git does not require names to be UTF-8. `String(cString:)` turns every other byte into
/// U+FFFD, so `caf\xE9.swift` and `caf\xE8.swift` would read as one file; here each byte
/// that is not part of a UTF-8 character is written `\xE9` instead (as `scan` shows such
/// names), and the caller is told, so that it can skip the name rather than report it.
///
/// ```swift
/// PathText.decode(Array("caf\u{E9}.swift".utf8))  // ("café.swift", isUTF8: true)
/// PathText.decode([0x63, 0x61, 0x66, 0xE9])        // ("caf\\xE9", isUTF8: false)
/// ```
enum PathText {
  /// The text of a NUL-terminated path from libgit2.
  static func decode(_ pointer: UnsafePointer<CChar>) -> (text: String, isUTF8: Bool) {
    var length = 0
    while pointer[length] != 0 { length += 1 }
    let bytes = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
    return decode(bytes)
  }

  /// The text of `bytes` (``Escaping/bytes(_:)``), and whether they were UTF-8.
  static func decode(_ bytes: [UInt8]) -> (text: String, isUTF8: Bool) {
    if let text = String(validating: bytes, as: UTF8.self) { return (text, true) }
    return (Escaping.bytes(bytes), false)
  }
}
