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

  /// Keywords packed little-endian into two words, sorted by length, with the index where
  /// each length starts in `offsets`; flat arrays keep the lookup free of reference counting.
  private static let (entries, offsets): ([(UInt64, UInt64, Kind)], [Int]) = {
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
    let sorted = words.map { (Array($0.0.utf8), $0.1) }.sorted { $0.0.count < $1.0.count }
    var entries: [(UInt64, UInt64, Kind)] = []
    var offsets = [Int](repeating: 0, count: 17)
    for (bytes, kind) in sorted {
      let (low, high) = bytes.withUnsafeBufferPointer { pack($0.baseAddress!, count: bytes.count) }
      entries.append((low, high, kind))
    }
    for length in 0...16 {
      offsets[length] = sorted.firstIndex { $0.0.count >= length } ?? sorted.count
    }
    return (entries, offsets)
  }()

  @inline(__always)
  fileprivate static func pack(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
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

  /// The lookup table, built once.
  static let table = Table()

  /// Keywords packed into words, grouped by length, in storage that is never freed so that
  /// the scanner can keep a copy of this struct without reference counting.
  struct Table: @unchecked Sendable {
    let entries: UnsafePointer<(UInt64, UInt64, Kind)>
    /// Where each length's entries start in `entries`; 17 values.
    let offsets: UnsafePointer<Int>

    init() {
      let entryStorage = UnsafeMutablePointer<(UInt64, UInt64, Kind)>.allocate(capacity: SwiftKeywords.entries.count)
      entryStorage.initialize(from: SwiftKeywords.entries, count: SwiftKeywords.entries.count)
      let offsetStorage = UnsafeMutablePointer<Int>.allocate(capacity: SwiftKeywords.offsets.count)
      offsetStorage.initialize(from: SwiftKeywords.offsets, count: SwiftKeywords.offsets.count)
      entries = UnsafePointer(entryStorage)
      offsets = UnsafePointer(offsetStorage)
    }

    /// The keyword kind of the identifier `start[0..<count]`, or `nil` for an identifier.
    @inline(__always)
    func kind(of start: UnsafePointer<UInt8>, count: Int) -> Kind? {
      guard count >= 2, count <= 15 else { return nil }
      let initial = start[0]
      guard (initial >= 0x61 && initial <= 0x7A) || initial == 0x41 || initial == 0x53 else { return nil }
      let first = offsets[count]
      let end = offsets[count + 1]
      if first == end { return nil }
      let (low, high) = SwiftKeywords.pack(start, count: count)
      for index in first..<end where entries[index].0 == low && entries[index].1 == high {
        return entries[index].2
      }
      return nil
    }
  }

  /// The keyword kind of the identifier `start[0..<count]`, or `nil` for an identifier.
  static func kind(of start: UnsafePointer<UInt8>, count: Int) -> Kind? {
    table.kind(of: start, count: count)
  }
}
