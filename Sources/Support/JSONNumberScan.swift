import Foundation

/// Finds a number that JSON allows but no Swift number holds, such as `1e400`, and its key.
///
/// RFC 8259 puts no limit on a number's size; JSONDecoder refuses one beyond a `Double`'s range
/// (about ±1.8e308, or a non-zero one below 5e-324) as "not valid JSON", without saying where.
/// This walks the text once, keeping the key path, so the message can name the key.
///
/// ```swift
/// JSONNumberScan.firstOutOfRange(in: Data(#"{"scan": {"cyclomatic": 1e400}}"#.utf8))
/// // (path: "scan.cyclomatic", literal: "1e400")
/// ```
public enum JSONNumberScan {
  /// Where the walk is: in an object (the last key read) or an array (the index).
  private enum Level {
    case object(key: String)
    case array(index: Int)
  }

  /// The first such number with its key path written as in code (`runs[0].value`), or `nil`
  /// when every number fits or the text is not JSON.
  public static func firstOutOfRange(in data: Data) -> (path: String, literal: String)? {
    let bytes = [UInt8](data)
    var levels: [Level] = []
    var index = 0
    // In an object, the next string is a key until a colon is read.
    var expectingKey = false
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"):
        levels.append(.object(key: ""))
        expectingKey = true
        index += 1
      case UInt8(ascii: "["):
        levels.append(.array(index: 0))
        expectingKey = false
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = levels.popLast()
        expectingKey = false
        index += 1
      case UInt8(ascii: ","):
        switch levels.last {
        case .array(let position): levels[levels.count - 1] = .array(index: position + 1)
        case .object: expectingKey = true
        case nil: return nil
        }
        index += 1
      case UInt8(ascii: ":"):
        expectingKey = false
        index += 1
      case UInt8(ascii: "\""):
        let start = index + 1
        index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return nil }
        if expectingKey, case .object = levels.last {
          levels[levels.count - 1] = .object(key: String(decoding: bytes[start..<index], as: UTF8.self))
        }
        index += 1
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if isOutOfRange(literal) { return (path(levels), literal) }
      default:
        index += 1
      }
    }
    return nil
  }

  /// Beyond a `Double`: infinite, or rounded to zero though a digit before the exponent is not 0.
  static func isOutOfRange(_ literal: String) -> Bool {
    guard let value = Double(literal) else { return false }
    if !value.isFinite { return true }
    let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
    return value == 0 && mantissa.contains { ("1"..."9").contains($0) }
  }

  private static func path(_ levels: [Level]) -> String {
    levels.enumerated().map { offset, level in
      switch level {
      case .object(let key): offset == 0 ? key : "." + key
      case .array(let index): "[\(index)]"
      }
    }.joined()
  }
}
