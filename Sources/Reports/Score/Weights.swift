import Foundation

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

  public static func load(from url: URL) throws -> Weights {
    try JSONDecoder().decode(Weights.self, from: Data(contentsOf: url))
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
