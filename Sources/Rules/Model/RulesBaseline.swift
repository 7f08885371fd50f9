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
  public typealias LoadError = KindedBaseline.Refusal

  /// Reads a baseline, with one-line errors that name the file.
  public static func load(from url: URL) throws(LoadError) -> RulesBaseline {
    try KindedBaseline.read(
      RulesBaseline.self, at: url, kind: kindName, schemaVersion: currentSchemaVersion,
      remedy: "write one with archbench rules --write-baseline")
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() -> String { JSON.text(self) }
}
