import Foundation
import Support

/// What `archbench check --scan PATH --write-baseline FILE` froze: every item over its limit then,
/// with its value. A later check fails on an item not in it, or one that grew.
///
/// ```swift
/// let baseline = ScanBaseline(root: "Sources", thresholds: .defaults, items: items)
/// try AtomicFile.write(baseline.json(), to: URL(fileURLWithPath: "scan-baseline.json"))
/// ```
public struct ScanBaseline: Sendable, Equatable, Codable {
  public static let currentSchemaVersion = 1
  /// What the file is, so that a rules baseline or the gate's is named as such rather than misread.
  public static let kindName = "scan"

  public var schemaVersion: Int
  public var kind: String
  /// The scanned path, as given: for people.
  public var root: String
  /// The limits the items were over when it was written: for people.
  public var thresholds: ScanThresholds
  /// Sorted by key, so that an updated baseline diffs line by line.
  public var metrics: [GateMetric]

  /// Keeps the items over their limit.
  public init(root: String, thresholds: ScanThresholds, items: [ScanItem]) {
    schemaVersion = Self.currentSchemaVersion
    kind = Self.kindName
    self.root = root
    self.thresholds = thresholds
    metrics = items.filter(\.isOver).map(\.metric).sorted { $0.key < $1.key }
  }

  /// Reads a scan baseline, with one-line errors that name the file.
  public static func load(from url: URL) throws(GateError) -> ScanBaseline {
    do {
      return try KindedBaseline.read(
        ScanBaseline.self, at: url, kind: kindName, schemaVersion: currentSchemaVersion,
        remedy: "write one with archbench check --scan --write-baseline")
    } catch {
      throw .unreadable(path: error.path, reason: error.reason)
    }
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() -> String { JSON.text(self) }
}
