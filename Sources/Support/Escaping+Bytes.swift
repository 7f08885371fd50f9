extension Escaping {
  /// A name's bytes as text: UTF-8 where it is valid, any other byte as `\xHH`, so that two
  /// names that differ in a byte that is not UTF-8 stay two names (`String(decoding:)` would
  /// make both U+FFFD). A file system and git both allow such names.
  ///
  /// ```swift
  /// Escaping.bytes(Array("café".utf8))       // "café"
  /// Escaping.bytes([0x63, 0x61, 0x66, 0xE9])  // "caf\\xE9"
  /// ```
  public static func bytes(_ bytes: [UInt8]) -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var text = ""
    var index = 0
    while index < bytes.count {
      // The valid UTF-8 character at `index`, if any: 1 to 4 bytes.
      var decoded: String?
      for length in 1...4 where index + length <= bytes.count {
        if let character = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
          decoded = character
          index += length
          break
        }
      }
      if let decoded {
        text += decoded
      } else {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
        index += 1
      }
    }
    return text
  }
}
