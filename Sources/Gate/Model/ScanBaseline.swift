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
    let baseline: ScanBaseline
    do {
      baseline = try KindedBaseline.read(
        ScanBaseline.self, at: url, kind: kindName, schemaVersion: currentSchemaVersion,
        remedy: "write one with archbench check --scan --write-baseline")
    } catch {
      throw .unreadable(path: error.path, reason: error.reason)
    }
    if let problem = baseline.problem {
      throw .unreadable(path: url.path, reason: "not a valid \(kindName) baseline: \(problem)")
    }
    return baseline
  }

  /// The largest count a baseline may hold: every whole number up to it is exact in JSON's
  /// doubles, and it is far beyond any complexity or violation count.
  static let largestCount = 9_007_199_254_740_992.0

  /// The first value the check could not compare or show, in a few words, or `nil`: a count
  /// (complexity, violations) must be a whole number from 0 to ``largestCount``, a distance D a
  /// number from 0 to 1. A hand-edited `1e19` once stopped the check with a crash.
  var problem: String? {
    for (index, metric) in metrics.enumerated() {
      let isDistance = metric.id == ScanItems.distance
      let fits =
        isDistance
        ? (0...1).contains(metric.value)
        : (0...Self.largestCount).contains(metric.value) && metric.value == metric.value.rounded()
      guard !fits else { continue }
      let expected =
        isDistance ? "a number from 0 to 1" : "a whole number from 0 to \(JSONProblem.number(Self.largestCount))"
      return "metrics[\(index)].value is \(JSONProblem.number(metric.value)), expected \(expected) "
        + "(\(metric.id) \(metric.architecture))"
    }
    return nil
  }

  /// The baseline as written: pretty, sorted keys, a final newline.
  public func json() -> String { JSON.text(self) }
}
