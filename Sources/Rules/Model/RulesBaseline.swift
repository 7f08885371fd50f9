import Foundation
import Support

/// The violations a codebase had when they were frozen: `archbench rules --write-baseline FILE`
/// writes it, `--baseline FILE` fails only on violations it does not hold.
///
/// ```swift
/// let baseline = RulesBaseline(violations: reports.flatMap(ViolationKey.keys(of:)))
/// try AtomicFile.write(baseline.json(), to: URL(fileURLWithPath: "rules-baseline.json"))
/// ```
public struct RulesBaseline: Sendable, Equatable, Codable {
  /// The layout version; a baseline of another version is refused, never guessed at.
  public static let currentSchemaVersion = 1
  /// What the file is, so that a scan baseline or the gate's is named as such rather than misread.
  public static let kindName = "rules"

  public var schemaVersion: Int
  public var kind: String
  /// Sorted by path, line and rule, so that an updated baseline diffs line by line.
  public var violations: [ViolationKey]

  public init(violations: [ViolationKey]) {
    schemaVersion = Self.currentSchemaVersion
    kind = Self.kindName
    self.violations = violations.sorted {
      ($0.path, $0.line, $0.rule, $0.occurrence) < ($1.path, $1.line, $1.rule, $1.occurrence)
    }
  }

  /// Why a baseline file cannot be used: one line that names it.
  public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
  }

  /// Reads a baseline, with one-line errors that name the file.
  public static func load(from url: URL) throws(LoadError) -> RulesBaseline {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw LoadError(path: url.path, reason: "no such file or not readable")
    }
    struct Header: Decodable {
      var schemaVersion: Int
      var kind: String?
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      throw LoadError(path: url.path, reason: "not a rules baseline (no schemaVersion; is it JSON?)")
    }
    guard header.kind == kindName else {
      throw LoadError(
        path: url.path,
        reason: "a \(header.kind.map { "\($0) baseline" } ?? "file without a kind"), not a rules baseline; "
          + "write one with archbench rules --write-baseline")
    }
    guard header.schemaVersion == currentSchemaVersion else {
      throw LoadError(
        path: url.path,
        reason: "rules baseline schema version \(header.schemaVersion), this archbench reads \(currentSchemaVersion); "
          + "write one with archbench rules --write-baseline")
    }
    do {
      return try JSONDecoder().decode(RulesBaseline.self, from: data)
    } catch {
      throw LoadError(path: url.path, reason: "not a valid rules baseline: \(Self.problem(error))")
    }
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() -> String { JSON.text(self) }

  static func problem(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context): return "missing \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "bad value at \(path(context.codingPath))"
    @unknown default: return "\(error)"
    }
  }

  static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
  }
}
