/// The reserved words swift-syntax's lexer turns into keyword tokens, for the regex heuristic.
///
/// After most keywords a `/` may start a regex literal (`return /x/`); after the value
/// keywords (`self`, `nil`, `true`…) it is a division. Contextual keywords such as `await`
/// are identifiers to the lexer, so they are not listed.
enum SwiftKeywords {
  enum Kind {
    case value
    case `try`
    case `func`
    case `operator`
    case other
  }

  /// Keywords grouped by length, each packed little-endian into two words.
  private static let table: [[(UInt64, UInt64, Kind)]] = {
    let words: [(String, Kind)] = [
      ("Any", .value), ("as", .other), ("associatedtype", .other), ("break", .other), ("case", .other),
      ("catch", .other), ("class", .other), ("continue", .other), ("default", .other), ("defer", .other),
      ("deinit", .other), ("do", .other), ("else", .other), ("enum", .other), ("extension", .other),
      ("fallthrough", .other), ("false", .value), ("fileprivate", .other), ("for", .other), ("func", .func),
      ("guard", .other), ("if", .other), ("import", .other), ("in", .other), ("init", .other),
      ("inout", .other), ("internal", .other), ("is", .other), ("let", .other), ("nil", .value),
      ("operator", .operator), ("precedencegroup", .other), ("private", .other), ("protocol", .other),
      ("public", .other), ("repeat", .other), ("rethrows", .other), ("return", .other), ("self", .value),
      ("Self", .value), ("static", .other), ("struct", .other), ("subscript", .other), ("super", .value),
      ("switch", .other), ("throw", .other), ("throws", .other), ("true", .value), ("try", .try),
      ("typealias", .other), ("var", .other), ("where", .other), ("while", .other),
    ]
    var table = [[(UInt64, UInt64, Kind)]](repeating: [], count: 16)
    for (word, kind) in words {
      let bytes = Array(word.utf8)
      let (low, high) = bytes.withUnsafeBufferPointer { pack($0.baseAddress!, count: bytes.count) }
      table[bytes.count].append((low, high, kind))
    }
    return table
  }()

  @inline(__always)
  private static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    for index in 0..<count {
      if index < 8 {
        low |= UInt64(start[index]) << (UInt64(index) * 8)
      } else {
        high |= UInt64(start[index]) << (UInt64(index - 8) * 8)
      }
    }
    return (low, high)
  }

  /// The keyword kind of the identifier `start[0..<count]`, or `nil` for an identifier.
  static func kind(of start: UnsafePointer<UInt8>, count: Int) -> Kind? {
    guard count >= 2, count <= 15 else { return nil }
    let first = start[0]
    guard (first >= 0x61 && first <= 0x7A) || first == 0x41 || first == 0x53 else { return nil }
    let candidates = table[count]
    if candidates.isEmpty { return nil }
    let (low, high) = pack(start, count: count)
    for candidate in candidates where candidate.0 == low && candidate.1 == high {
      return candidate.2
    }
    return nil
  }
}
