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
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw .unreadable(path: url.path, reason: "no such file or not readable")
    }
    struct Header: Decodable {
      var schemaVersion: Int
      var kind: String?
    }
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      throw .unreadable(path: url.path, reason: "not a scan baseline (no schemaVersion; is it JSON?)")
    }
    guard header.kind == kindName else {
      let what = header.kind.map { "a \($0) baseline" } ?? "archbench baseline update's baseline, or no baseline"
      throw .unreadable(
        path: url.path, reason: "\(what), not a scan baseline; write one with archbench check --scan --write-baseline")
    }
    guard header.schemaVersion == currentSchemaVersion else {
      throw .unreadable(
        path: url.path,
        reason: "scan baseline schema version \(header.schemaVersion), this archbench reads \(currentSchemaVersion); "
          + "write one with archbench check --scan --write-baseline")
    }
    do {
      return try JSONDecoder().decode(ScanBaseline.self, from: data)
    } catch {
      throw .unreadable(path: url.path, reason: "not a valid scan baseline: \(error)")
    }
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() -> String { JSON.text(self) }
}
