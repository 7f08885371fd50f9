import CGit2

/// A git object id (SHA-1), kept as its 40 lower-case hex digits.
///
/// ```swift
/// let id = commit.id
/// id.short  // "3b18e51"
/// ```
public struct ObjectID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public let hex: String

  public init?(hex: String) {
    guard hex.count == 40, hex.allSatisfy(\.isHexDigit) else { return nil }
    self.hex = hex.lowercased()
  }

  init(_ oid: git_oid) {
    var oid = oid
    var buffer = [CChar](repeating: 0, count: 41)
    git_oid_tostr(&buffer, buffer.count, &oid)
    hex = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The raw id libgit2 takes.
  var oid: git_oid {
    var oid = git_oid()
    _ = git_oid_fromstr(&oid, hex)
    return oid
  }

  /// The first seven digits, as `git log --oneline` shows them.
  public var short: String { String(hex.prefix(7)) }

  public var description: String { hex }

  public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.hex < rhs.hex }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = ObjectID(hex: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an object id"))
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hex)
  }
}
