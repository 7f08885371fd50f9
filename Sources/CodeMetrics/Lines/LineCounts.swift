/// The number of lines of each kind in a file or a group of files.
///
/// `total` is always `code + comment + blank`.
///
/// ```swift
/// let counts = LineClassifier.counts(of: Array("/* a */\nlet b = 2\n".utf8))
/// // LineCounts(total: 2, code: 1, comment: 1, blank: 0)
/// ```
public struct LineCounts: Sendable, Hashable, Codable {
  public var total: Int
  public var code: Int
  public var comment: Int
  public var blank: Int

  public init(total: Int = 0, code: Int = 0, comment: Int = 0, blank: Int = 0) {
    self.total = total
    self.code = code
    self.comment = comment
    self.blank = blank
  }

  /// Counts a list of per-line kinds.
  public init(_ kinds: some Sequence<LineKind>) {
    self.init()
    for kind in kinds { add(kind) }
  }

  /// Adds one line of `kind`.
  @inlinable
  public mutating func add(_ kind: LineKind) {
    total += 1
    switch kind {
    case .code: code += 1
    case .comment: comment += 1
    case .blank: blank += 1
    }
  }

  public static func + (lhs: LineCounts, rhs: LineCounts) -> LineCounts {
    LineCounts(
      total: lhs.total + rhs.total, code: lhs.code + rhs.code, comment: lhs.comment + rhs.comment,
      blank: lhs.blank + rhs.blank)
  }

  public static func += (lhs: inout LineCounts, rhs: LineCounts) { lhs = lhs + rhs }
}
