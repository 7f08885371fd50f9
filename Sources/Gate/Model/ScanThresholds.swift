import Foundation
import LatencyModel
import Support

/// The limits `archbench check --scan` holds a project's own code to: the `scan` section of a
/// thresholds file, or these defaults.
///
/// ```json
/// { "schemaVersion": 1, "scan": { "cyclomatic": 10, "cognitive": 15, "distance": 0.1 } }
/// ```
///
/// - `cyclomatic`: the most cyclomatic complexity a function may have (SwiftLint's
///   `cyclomatic_complexity` warns above 10).
/// - `cognitive`: the most cognitive complexity a function may have (SonarSource's rule S3776
///   reports a function above 15).
/// - `distance`: how far a module already in the zone of pain may move its distance from the main
///   sequence (D) before the move counts.
public struct ScanThresholds: Sendable, Equatable, Codable {
  public var cyclomatic: Int
  public var cognitive: Int
  public var distance: Double

  public init(cyclomatic: Int, cognitive: Int, distance: Double) {
    self.cyclomatic = cyclomatic
    self.cognitive = cognitive
    self.distance = distance
  }

  /// Used when no thresholds file is given, and for a key the `scan` section leaves out.
  public static let defaults = ScanThresholds(cyclomatic: 10, cognitive: 15, distance: 0.1)

  /// The most a complexity limit may be; a larger one is a typo (`1e19`), not a limit.
  static let largestLimit = Int(Int32.max)

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cyclomatic =
      try container.decodeWholeNumberIfPresent(forKey: .cyclomatic, in: 0...Self.largestLimit)
      ?? Self.defaults.cyclomatic
    cognitive =
      try container.decodeWholeNumberIfPresent(forKey: .cognitive, in: 0...Self.largestLimit)
      ?? Self.defaults.cognitive
    distance = try container.decodeIfPresent(Double.self, forKey: .distance) ?? Self.defaults.distance
  }

  /// Reads the `scan` section of a thresholds file (the gate's other sections may sit beside it),
  /// with one-line errors that name the file.
  public static func load(from url: URL) throws(GateError) -> ScanThresholds {
    let data = try Thresholds.contents(of: url)
    struct File: Decodable {
      var scan: ScanThresholds?
    }
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: data)
    } catch {
      throw .unreadable(
        path: url.path, reason: "not a valid thresholds file: \(JSONProblem.describe(error, in: data))")
    }
    guard let scan = file.scan else {
      throw .unreadable(
        path: url.path, reason: "no scan section; check --scan reads { \"scan\": { \"cyclomatic\": … } }")
    }
    let known = ["cyclomatic", "cognitive", "distance"]
    if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let section = object["scan"] as? [String: Any],
      let unknown = section.keys.sorted().first(where: { !known.contains($0) })
    {
      throw .unreadable(
        path: url.path, reason: "unknown key 'scan.\(unknown)'; the keys are \(known.joined(separator: ", "))")
    }
    guard scan.cyclomatic >= 0, scan.cognitive >= 0, scan.distance >= 0, scan.distance.isFinite else {
      throw .unreadable(path: url.path, reason: "scan thresholds must be 0 or more")
    }
    return scan
  }
}
