/// A shell-style glob over relative paths, for `--include`, `--exclude` and roles files.
///
/// `*` matches within one path component, `**` across components, `?` one character,
/// `[abc]` one of a set. A pattern without a `/` matches a file's name in any folder, as
/// in `.gitignore`; one with a `/` matches the whole path relative to the scanned root.
///
/// ```swift
/// GlobPattern("*Tests.swift").matches("App/Tests/LoginTests.swift")   // true
/// GlobPattern("Sources/**/View*").matches("Sources/Login/ViewModel.swift")  // true
/// ```
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
  public let pattern: String
  private let bytes: [UInt8]
  private let matchesNameOnly: Bool

  public init(_ pattern: String) {
    var pattern = pattern
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    self.pattern = pattern
    self.bytes = Array(pattern.utf8)
    self.matchesNameOnly = !pattern.contains("/")
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) matches. A pattern also matches everything
  /// under a folder it matches, so `Generated` excludes `Generated/A.swift`.
  public func matches(_ path: String) -> Bool {
    let components = path.split(separator: "/").map { Array($0.utf8) }
    if matchesNameOnly {
      return components.contains { Self.match(bytes[...], $0[...]) }
    }
    let path = Array(path.utf8)
    if Self.match(bytes[...], path[...]) { return true }
    // A folder prefix.
    for index in path.indices where path[index] == UInt8(ascii: "/") {
      if Self.match(bytes[...], path[..<index]) { return true }
    }
    return false
  }

  private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    var pattern = pattern
    var text = text
    while let head = pattern.first {
      switch head {
      case UInt8(ascii: "*"):
        let isDouble = pattern.dropFirst().first == UInt8(ascii: "*")
        let rest = pattern.dropFirst(isDouble ? 2 : 1)
        // `**/` also matches no folder at all.
        if isDouble, rest.first == UInt8(ascii: "/"), match(rest.dropFirst(), text) { return true }
        var candidate = text
        while true {
          if match(rest, candidate) { return true }
          guard let next = candidate.first else { return false }
          if !isDouble && next == UInt8(ascii: "/") { return false }
          candidate = candidate.dropFirst()
        }
      case UInt8(ascii: "?"):
        guard let next = text.first, next != UInt8(ascii: "/") else { return false }
        pattern = pattern.dropFirst()
        text = text.dropFirst()
      case UInt8(ascii: "["):
        guard let close = pattern.dropFirst(2).firstIndex(of: UInt8(ascii: "]")), let next = text.first else {
          return false
        }
        var set = pattern[(pattern.startIndex + 1)..<close]
        let negated = set.first == UInt8(ascii: "!") || set.first == UInt8(ascii: "^")
        if negated { set = set.dropFirst() }
        if set.contains(next) == negated { return false }
        pattern = pattern[(close + 1)...]
        text = text.dropFirst()
      default:
        guard text.first == head else { return false }
        pattern = pattern.dropFirst()
        text = text.dropFirst()
      }
    }
    return text.isEmpty
  }
}
