/// The reference study's opinion scores on a 1–5 scale, as published:
///
/// |                  | Cocoa MVC | MVP | MVVM | VIPER |
/// |------------------|-----------|-----|------|-------|
/// | Responsibilities | 2         | 3   | 4    | 5     |
/// | Testability      | 1         | 4   | 4    | 5     |
/// | Ease of use      | 5         | 4   | 3    | 1     |
/// | Maintainability  | 2         | 3   | 4    | 4     |
/// | Total            | 10        | 14  | 15   | 15    |
///
/// ```swift
/// PublishedOpinion.score(.testability, architecture: "mvp")  // 4
/// ```
public enum PublishedOpinion {
  /// Keyed by archbench's architecture id.
  static let scores: [String: [Criterion: Int]] = [
    "mvc": [.responsibilities: 2, .testability: 1, .easeOfUse: 5, .maintainability: 2],
    "mvp": [.responsibilities: 3, .testability: 4, .easeOfUse: 4, .maintainability: 3],
    "mvvm": [.responsibilities: 4, .testability: 4, .easeOfUse: 3, .maintainability: 4],
    "viper": [.responsibilities: 5, .testability: 5, .easeOfUse: 1, .maintainability: 4],
  ]

  /// The study's architectures in its table's order, by archbench id.
  public static let architectures = ["mvc", "mvp", "mvvm", "viper"]

  public static func score(_ criterion: Criterion, architecture id: String) -> Int? { scores[id]?[criterion] }

  public static func total(architecture id: String) -> Int? { scores[id].map { $0.values.reduce(0, +) } }
}
