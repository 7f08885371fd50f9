import Foundation

/// What identifies a violation across edits that do not touch it: the rule, the file relative
/// to the checked root, the declaration it sits in, the offending line's text with its spacing
/// normalised, and which of several identical ones it is. The line number is kept for people only.
///
/// ```swift
/// let keys = ViolationKey.keys(of: report, sources: ["Login/LoginView.swift": text])
/// keys[0].enclosing  // "LoginView.viewDidLoad"
/// ```
public struct ViolationKey: Sendable, Hashable, Codable {
  public var rule: String
  /// Relative to the checked root.
  public var path: String
  /// The innermost function, initializer, subscript, property or type spanning the line, as
  /// `Type.member` (`ListViewModel.render`, `ListViewModel.init`), or `top level`.
  public var enclosing: String
  /// The offending line, trimmed, runs of spaces and tabs made one space.
  public var snippet: String
  /// 0 for the first violation with the same rule, path, enclosing and snippet (in line order), 1 for the next…
  public var occurrence: Int
  /// Where it was, for people; not part of the identity.
  public var line: Int

  public init(rule: String, path: String, enclosing: String, snippet: String, occurrence: Int, line: Int) {
    self.rule = rule
    self.path = path
    self.enclosing = enclosing
    self.snippet = snippet
    self.occurrence = occurrence
    self.line = line
  }

  /// The identity without the line: what a baseline matches on.
  public var identity: String { [rule, path, enclosing, snippet, String(occurrence)].joined(separator: "\u{1F}") }

  /// A key per violation of `report`, in its order; `sources` maps a path relative to the root to its text
  /// (a file missing from it gets an empty snippet and `top level`).
  public static func keys(of report: RuleReport, sources: [String: String]) -> [ViolationKey] {
    var declarations: [String: EnclosingDeclarations] = [:]
    var lines: [String: [Substring]] = [:]
    var seen: [String: Int] = [:]
    // Occurrences count in line order, whatever order the rules reported in.
    let ordered = report.violations.indices.sorted {
      let (a, b) = (report.violations[$0], report.violations[$1])
      return (a.path, a.line, a.column, a.rule) < (b.path, b.line, b.column, b.rule)
    }
    var keys = [ViolationKey?](repeating: nil, count: report.violations.count)
    for index in ordered {
      let violation = report.violations[index]
      let text = sources[violation.path] ?? ""
      if declarations[violation.path] == nil {
        declarations[violation.path] = EnclosingDeclarations(source: text)
        lines[violation.path] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let fileLines = lines[violation.path] ?? []
      let snippet =
        violation.line >= 1 && violation.line <= fileLines.count ? normalized(fileLines[violation.line - 1]) : ""
      let enclosing = declarations[violation.path]?.name(at: violation.line) ?? "top level"
      var key = ViolationKey(
        rule: violation.rule, path: violation.path, enclosing: enclosing, snippet: snippet, occurrence: 0,
        line: violation.line)
      key.occurrence = seen[key.identity, default: 0]
      seen[key.identity] = key.occurrence + 1
      keys[index] = key
    }
    return keys.compactMap { $0 }
  }

  /// Reads each violating file under `report.root` and keys the violations.
  public static func keys(of report: RuleReport) -> [ViolationKey] {
    var sources: [String: String] = [:]
    for path in Set(report.violations.map(\.path)) {
      let url = URL(fileURLWithPath: report.path(of: path))
      if let data = FileManager.default.contents(atPath: url.path) {
        sources[path] = String(decoding: data, as: UTF8.self)
      }
    }
    return keys(of: report, sources: sources)
  }

  static func normalized(_ line: Substring) -> String {
    line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
  }
}
