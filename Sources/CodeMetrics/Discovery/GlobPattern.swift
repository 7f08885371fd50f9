/// A shell-style glob over relative paths, for `--include`, `--exclude` and roles files.
///
/// `*` matches within one path component, `**` across components, `?` one character,
/// `[abc]`, `[A-Z]` and `[!0-9]` one character of a set. A pattern without a `/` matches a
/// file's name in any folder, as in `.gitignore`; one with a `/` matches the whole path
/// relative to the scanned root.
///
/// Matching runs the pattern as a nondeterministic automaton over the path, one step per
/// character, so it takes time proportional to the path's length times the pattern's, never
/// the exponential time of backtracking (`*a*a*a*a*a*a*a*a*b` against a long name).
///
/// ```swift
/// GlobPattern("*Tests.swift").matches("App/Tests/LoginTests.swift")   // true
/// GlobPattern("Sources/**/View*").matches("Sources/Login/ViewModel.swift")  // true
/// GlobPattern("[A-Z]*.swift").matches("App.swift")  // true
/// ```
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
  public let pattern: String
  private let tokens: [Token]
  private let matchesNameOnly: Bool

  /// A pattern; an unclosed `[` stands for itself (see ``problem(in:)`` to reject it instead).
  public init(_ pattern: String) {
    var pattern = pattern
    while pattern.hasPrefix("./") { pattern.removeFirst(2) }
    self.pattern = pattern
    self.tokens = Self.tokens(of: Array(pattern.unicodeScalars)).tokens
    self.matchesNameOnly = !pattern.contains("/")
  }

  /// What makes `pattern` unusable, or `nil`: a `[` without its `]`, or a reversed range.
  ///
  /// ```swift
  /// GlobPattern.problem(in: "[abc")  // "has a '[' without its ']'"
  /// ```
  public static func problem(in pattern: String) -> String? {
    tokens(of: Array(pattern.unicodeScalars)).problem
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) matches. A pattern also matches everything
  /// under a folder it matches, so `Generated` excludes `Generated/A.swift`.
  public func matches(_ path: String) -> Bool {
    if matchesNameOnly {
      return path.split(separator: "/").contains { run(Array($0.unicodeScalars), acceptsFolderPrefix: false) }
    }
    return run(Array(path.unicodeScalars), acceptsFolderPrefix: true)
  }

  // MARK: - Tokens

  private enum Token: Sendable, Hashable {
    case scalar(Unicode.Scalar)
    /// `?`: one character but `/`.
    case any
    /// `[…]`: one character but `/`, in (or, negated, out of) the ranges.
    case set([ScalarRange], negated: Bool)
    /// `*`: any characters but `/`.
    case star
    /// `**` not followed by `/`: any characters.
    case globstar
    /// `**/`: nothing, or any characters that end in `/`.
    case globstarSlash
  }

  private static func tokens(of scalars: [Unicode.Scalar]) -> (tokens: [Token], problem: String?) {
    var tokens: [Token] = []
    var problem: String?
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "*":
        if index + 1 < scalars.count, scalars[index + 1] == "*" {
          if index + 2 < scalars.count, scalars[index + 2] == "/" {
            tokens.append(.globstarSlash)
            index += 3
          } else {
            tokens.append(.globstar)
            index += 2
          }
        } else {
          tokens.append(.star)
          index += 1
        }
        continue
      case "?":
        tokens.append(.any)
      case "[":
        if let (set, end) = parseSet(scalars, from: index) {
          if case .set(let ranges, _) = set, ranges.contains(where: { $0.lower > $0.upper }) {
            problem = problem ?? "has a reversed range in \(String(String.UnicodeScalarView(scalars[index...end])))"
          }
          tokens.append(set)
          index = end + 1
          continue
        }
        problem = problem ?? "has a '[' without its ']'"
        tokens.append(.scalar("["))
      default:
        tokens.append(.scalar(scalar))
      }
      index += 1
    }
    return (tokens, problem)
  }

  /// `[…]` from `start` (at the `[`): the set and the index of its `]`, or `nil` if unclosed.
  /// A `]` first in the set, after any `!` or `^`, is a member, as in the shell.
  private static func parseSet(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
    var index = start + 1
    let negated = index < scalars.count && (scalars[index] == "!" || scalars[index] == "^")
    if negated { index += 1 }
    var ranges: [ScalarRange] = []
    var first = true
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "]" && !first { return (.set(ranges, negated: negated), index) }
      first = false
      if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
        // A reversed range is kept as written and reported by `problem(in:)`; it matches nothing.
        ranges.append(ScalarRange(lower: scalar, upper: scalars[index + 2]))
        index += 3
      } else {
        ranges.append(ScalarRange(lower: scalar, upper: scalar))
        index += 1
      }
    }
    return nil
  }

  /// `a-z` in a set, or one character as `a-a`.
  private struct ScalarRange: Sendable, Hashable {
    var lower: Unicode.Scalar
    var upper: Unicode.Scalar

    func contains(_ scalar: Unicode.Scalar) -> Bool { lower <= scalar && scalar <= upper }
  }

  // MARK: - Matching

  /// Runs the automaton over `text`; with `acceptsFolderPrefix`, a match of the text before
  /// any `/` counts too.
  private func run(_ text: [Unicode.Scalar], acceptsFolderPrefix: Bool) -> Bool {
    let count = tokens.count
    // `at[i]`: the pattern's first i tokens match the text read so far. `within[i]`: token i
    // is `**/` and has read characters without yet ending on its `/`.
    var at = [Bool](repeating: false, count: count + 1)
    var within = [Bool](repeating: false, count: count + 1)
    var nextAt = at
    var nextWithin = within
    at[0] = true
    close(&at)
    for scalar in text {
      if acceptsFolderPrefix, scalar == "/", at[count] { return true }
      for index in 0...count {
        nextAt[index] = false
        nextWithin[index] = false
      }
      for index in 0..<count where at[index] || within[index] {
        switch tokens[index] {
        case .scalar(let expected):
          if at[index], scalar == expected { nextAt[index + 1] = true }
        case .any:
          if at[index], scalar != "/" { nextAt[index + 1] = true }
        case .set(let ranges, let negated):
          if at[index], scalar != "/", ranges.contains(where: { $0.contains(scalar) }) != negated {
            nextAt[index + 1] = true
          }
        case .star:
          if at[index], scalar != "/" { nextAt[index] = true }
        case .globstar:
          if at[index] { nextAt[index] = true }
        case .globstarSlash:
          if scalar == "/" { nextAt[index + 1] = true }
          nextWithin[index] = true
        }
      }
      close(&nextAt)
      swap(&at, &nextAt)
      swap(&within, &nextWithin)
      if !at.contains(true) && !within.contains(true) { return false }
    }
    return at[count]
  }

  /// Adds the states reached without reading: past a `*`, `**` or `**/` that matches nothing.
  private func close(_ states: inout [Bool]) {
    for index in 0..<tokens.count where states[index] {
      switch tokens[index] {
      case .star, .globstar, .globstarSlash: states[index + 1] = true
      default: break
      }
    }
  }
}

/// A glob pattern that cannot be used, named with what is wrong.
public struct GlobPatternError: Error, Sendable, Equatable, CustomStringConvertible {
  public var pattern: String
  public var problem: String

  public init(pattern: String, problem: String) {
    self.pattern = pattern
    self.problem = problem
  }

  public var description: String { "the pattern '\(pattern)' \(problem)" }
}
