import Foundation
import LatencyModel
import Support

/// How much each criterion counts in the scorecard's total.
///
/// The defaults are embedded (every criterion 1, as the published table sums its rows);
/// `archbench report --weights FILE` reads a JSON file with any subset of the keys:
///
/// ```json
/// { "responsibilities": 1, "testability": 2, "easeOfUse": 1, "maintainability": 1, "performance": 0.5 }
/// ```
public struct Weights: Sendable, Hashable, Codable {
  public var responsibilities: Double
  public var testability: Double
  public var easeOfUse: Double
  public var maintainability: Double
  public var performance: Double

  public static let defaults = Weights(
    responsibilities: 1, testability: 1, easeOfUse: 1, maintainability: 1, performance: 1)

  public init(
    responsibilities: Double, testability: Double, easeOfUse: Double, maintainability: Double, performance: Double
  ) {
    self.responsibilities = responsibilities
    self.testability = testability
    self.easeOfUse = easeOfUse
    self.maintainability = maintainability
    self.performance = performance
  }

  /// Missing keys keep their default.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let base = Weights.defaults
    responsibilities = try container.decodeIfPresent(Double.self, forKey: .responsibilities) ?? base.responsibilities
    testability = try container.decodeIfPresent(Double.self, forKey: .testability) ?? base.testability
    easeOfUse = try container.decodeIfPresent(Double.self, forKey: .easeOfUse) ?? base.easeOfUse
    maintainability = try container.decodeIfPresent(Double.self, forKey: .maintainability) ?? base.maintainability
    performance = try container.decodeIfPresent(Double.self, forKey: .performance) ?? base.performance
  }

  /// Reads a weights file: a JSON object of criteria to numbers, 0 or more.
  ///
  /// Throws ``Latency/UnreadableFile``, one line that names the file and the key: an unknown key is a
  /// typo that would otherwise leave its criterion at the default.
  public static func load(from url: URL) throws(UnreadableFile) -> Weights {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw UnreadableFile(kind: "weights file", path: url.path, reason: JSONProblem.readFailure(url.path))
    }
    let table: [String: Double]
    do {
      table = try JSONDecoder().decode([String: Double].self, from: data)
    } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
      throw UnreadableFile(
        kind: "weights file", path: url.path, reason: "\(context.codingPath[0].stringValue) is not a number")
    } catch DecodingError.valueNotFound(_, let context) where !context.codingPath.isEmpty {
      throw UnreadableFile(
        kind: "weights file", path: url.path, reason: "\(context.codingPath[0].stringValue) is not a number")
    } catch DecodingError.typeMismatch {
      throw UnreadableFile(
        kind: "weights file", path: url.path, reason: "not a JSON object of weights, such as {\"testability\": 2}")
    } catch {
      throw UnreadableFile(kind: "weights file", path: url.path, reason: "not valid JSON")
    }
    var weights = Weights.defaults
    for (key, value) in table.sorted(by: { $0.key < $1.key }) {
      guard let criterion = CodingKeys(stringValue: key) else {
        let known = [CodingKeys.responsibilities, .testability, .easeOfUse, .maintainability, .performance]
        throw UnreadableFile(
          kind: "weights file", path: url.path,
          reason: "unknown key '\(key)'; the keys are \(known.map(\.stringValue).joined(separator: ", "))")
      }
      guard value >= 0, value.isFinite else {
        throw UnreadableFile(
          kind: "weights file", path: url.path, reason: "\(key) is \(value); weights must be 0 or more")
      }
      switch criterion {
      case .responsibilities: weights.responsibilities = value
      case .testability: weights.testability = value
      case .easeOfUse: weights.easeOfUse = value
      case .maintainability: weights.maintainability = value
      case .performance: weights.performance = value
      }
    }
    return weights
  }

  func weight(of criterion: Criterion) -> Double {
    switch criterion {
    case .responsibilities: responsibilities
    case .testability: testability
    case .easeOfUse: easeOfUse
    case .maintainability: maintainability
    case .performance: performance
    }
  }
}
