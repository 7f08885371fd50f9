/// How many of a sample's types can be unit-tested without the UI platform.
///
/// A type is platform-free when its file does not import `HeadlessUI`, `HeadlessUIKit` or
/// `HeadlessSwiftUI`, it does not name those modules, and it names no type of the sample
/// that is itself platform-bound.
///
/// ```swift
/// let types = TypeTally(total: 40, platformFree: 22)
/// types.platformFreeShare  // 0.55
/// ```
public struct TypeTally: Sendable, Hashable {
  /// Class, struct, enum, protocol and actor declarations, nested ones included.
  public var total: Int
  /// Those that compile without the UI platform.
  public var platformFree: Int

  public init(total: Int, platformFree: Int) {
    self.total = total
    self.platformFree = platformFree
  }

  /// `platformFree / total`, or `nil` for a sample with no types.
  public var platformFreeShare: Double? {
    total == 0 ? nil : Double(platformFree) / Double(total)
  }
}

extension TypeTally: Codable {
  private enum CodingKeys: String, CodingKey {
    case total, platformFree, platformFreeShare
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    total = try container.decode(Int.self, forKey: .total)
    platformFree = try container.decode(Int.self, forKey: .platformFree)
  }

  // The share is written for readers of the JSON; it is derived, so decoding ignores it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(total, forKey: .total)
    try container.encode(platformFree, forKey: .platformFree)
    try container.encodeIfPresent(platformFreeShare, forKey: .platformFreeShare)
  }
}
