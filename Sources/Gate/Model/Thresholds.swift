import Foundation
import LatencyModel
import Support

/// How far each metric may move before the check calls it a change, kept in a file as
/// swift-nio and TCA keep their benchmark thresholds: `Benchmarks/thresholds.json`.
///
/// Each kind maps metric ids to a threshold; a key ending in `*` covers every id that starts
/// with the rest, the longest such key wins, and `default` covers everything else.
///
/// ```json
/// { "schemaVersion": 1,
///   "exact": { "default": 0, "allocations.sum": 3 },
///   "coverage": { "default": 1.0 },
///   "timing": { "default": 0.15, "latency.ratio.geomean": 0.10 },
///   "instructions": { "default": 0.02, "instructions.sum": 0.005 },
///   "instructionsMinimum": { "default": 10000, "instructions.sum": 0 } }
/// ```
///
/// - `exact`: an absolute allowance in the metric's unit (0: any change counts).
/// - `coverage`: points of percentage.
/// - `timing`: a relative change of the ratio to the reference (0.10 is 10 %).
/// - `instructions`: a relative change of the instructions per dispatch (0.02 is 2 %); a file
///   without this key gets ``defaultInstructions``.
/// - `instructionsMinimum`: the change in instructions per dispatch an instruction row must also
///   exceed to count; a file without this key gets ``defaultInstructionsMinimum``.
public struct Thresholds: Sendable, Equatable, Codable {
  public static let currentSchemaVersion = 1

  public var schemaVersion: Int
  public var exact: [String: Double]
  public var coverage: [String: Double]
  public var timing: [String: Double]
  public var instructions: [String: Double]
  public var instructionsMinimum: [String: Double]

  /// The instruction thresholds of a file that gives none: 2 % for a row, 0.5 % for an
  /// architecture's sum. Once unmeasured code moves nothing, what still moves an untouched
  /// sample's counts is a change to another sample, which lays the measuring program out anew:
  /// by up to 1.09 % for a row past 10,000 instructions and 0.17 % for a sum
  /// (`Scripts/check-gate.sh noise`). Docs/check.md has the evidence.
  public static let defaultInstructions = ["default": 0.02, "instructions.sum": 0.005]

  /// The absolute floor of a file that gives none: a row counts only when it also moved by more
  /// than 10,000 instructions per dispatch; a sum has no floor. Layout moves small rows of
  /// untouched samples relatively most (by a few thousand instructions). Docs/check.md has the
  /// evidence.
  public static let defaultInstructionsMinimum = ["default": 10_000.0, "instructions.sum": 0]

  public init(
    exact: [String: Double], coverage: [String: Double], timing: [String: Double],
    instructions: [String: Double] = Thresholds.defaultInstructions,
    instructionsMinimum: [String: Double] = Thresholds.defaultInstructionsMinimum
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.exact = exact
    self.coverage = coverage
    self.timing = timing
    self.instructions = instructions
    self.instructionsMinimum = instructionsMinimum
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    exact = try container.decode([String: Double].self, forKey: .exact)
    coverage = try container.decode([String: Double].self, forKey: .coverage)
    timing = try container.decode([String: Double].self, forKey: .timing)
    instructions =
      try container.decodeIfPresent([String: Double].self, forKey: .instructions)
      ?? Self.defaultInstructions
    instructionsMinimum =
      try container.decodeIfPresent([String: Double].self, forKey: .instructionsMinimum)
      ?? Self.defaultInstructionsMinimum
  }

  /// Used when no file is given and `Benchmarks/thresholds.json` does not exist.
  public static let defaults = Thresholds(
    exact: ["default": 0], coverage: ["default": 1], timing: ["default": 0.15])

  /// The threshold for `metric`: its id, then the longest matching `prefix*`, then `default`, then 0.
  public func threshold(for metric: GateMetric) -> Double {
    let table: [String: Double] =
      switch metric.kind {
      case .exact: exact
      case .coverage: coverage
      case .timing: timing
      case .instructions: instructions
      }
    return Self.value(for: metric, in: table)
  }

  /// The change in the metric's unit that a relative change must also exceed: the
  /// `instructionsMinimum` of an instruction row, 0 for any other metric.
  public func minimumChange(for metric: GateMetric) -> Double {
    metric.kind == .instructions ? Self.value(for: metric, in: instructionsMinimum) : 0
  }

  private static func value(for metric: GateMetric, in table: [String: Double]) -> Double {
    if let value = table[metric.id] { return value }
    let prefixes = table.keys.filter { $0.hasSuffix("*") && metric.id.hasPrefix($0.dropLast()) }
    if let longest = prefixes.max(by: { $0.count < $1.count }), let value = table[longest] { return value }
    return table["default"] ?? 0
  }

  /// Reads a thresholds file, with one-line errors that name it.
  public static func load(from url: URL) throws(GateError) -> Thresholds {
    let data = try contents(of: url)
    let thresholds: Thresholds
    do {
      thresholds = try JSONDecoder().decode(Thresholds.self, from: data)
    } catch {
      throw .unreadable(
        path: url.path, reason: "not a valid thresholds file: \(JSONProblem.describe(error, in: data))")
    }
    // A misspelt kind ("timeing") would otherwise leave its thresholds at the defaults, silently;
    // `scan` is check --scan's (ScanThresholds).
    let known = ["schemaVersion", "exact", "coverage", "timing", "instructions", "instructionsMinimum"]
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let unknown = object.keys.sorted().first(where: { !known.contains($0) && $0 != "scan" })
    {
      throw .unreadable(
        path: url.path, reason: "unknown key '\(unknown)'; the keys are \(known.joined(separator: ", "))")
    }
    for (kind, table) in [
      ("exact", thresholds.exact), ("coverage", thresholds.coverage), ("timing", thresholds.timing),
      ("instructions", thresholds.instructions), ("instructionsMinimum", thresholds.instructionsMinimum),
    ] {
      if let (key, value) = table.first(where: { $0.value < 0 || !$0.value.isFinite }) {
        throw .unreadable(path: url.path, reason: "\(kind).\(key) is \(value); thresholds must be 0 or more")
      }
    }
    return thresholds
  }

  /// A thresholds file's bytes once its `schemaVersion` is one this archbench reads: the check
  /// of both readers, the gate's (``load(from:)``) and check --scan's (``ScanThresholds``).
  static func contents(of url: URL) throws(GateError) -> Data {
    let data: Data
    do {
      data = try InputFile.contents(of: url.path)
    } catch {
      throw .unreadable(path: url.path, reason: error.reason)
    }
    let version: SchemaVersion
    do {
      version = try JSONDecoder().decode(SchemaVersion.Header.self, from: data).schemaVersion
    } catch {
      throw .unreadable(
        path: url.path, reason: "not a valid thresholds file: \(JSONProblem.describe(error, in: data))")
    }
    if let refusal = version.refusal(supported: currentSchemaVersion) {
      throw .unreadable(path: url.path, reason: refusal)
    }
    guard let found = version.whole, found == currentSchemaVersion else {
      throw .incompatible(path: url.path, found: version.whole ?? 0, expected: currentSchemaVersion)
    }
    return data
  }
}
