/// The reference study's (S2's) opinion scores on a 1–5 scale, as published in its Table 1:
///
/// |                  | Cocoa MVC | MVP | MVVM | VIPER |
/// |------------------|-----------|-----|------|-------|
/// | Responsibilities | 2         | 3   | 4    | 5     |
/// | Testability      | 1         | 4   | 4    | 5     |
/// | Ease of use      | 5         | 4   | 3    | 1     |
/// | Maintainability  | 2         | 3   | 4    | 4     |
/// | Total            | 10        | 14  | 15   | 15    |
///
/// S2's apps are UIKit-style, so each of its architectures is set beside the UIKit-style sample
/// of that pattern: its MVVM beside MVVM (UIKit), not the SwiftUI MVVM.
///
/// ```swift
/// PublishedOpinion.score(.testability, architecture: "mvp")  // 4
/// PublishedOpinion.score(.testability, architecture: "mvvm")  // nil: S2's MVVM is MVVM (UIKit)
/// ```
public enum PublishedOpinion {
  /// Keyed by the id of the archbench sample that stands for S2's architecture.
  static let scores: [String: [Criterion: Int]] = [
    "mvc": [.responsibilities: 2, .testability: 1, .easeOfUse: 5, .maintainability: 2],
    "mvp": [.responsibilities: 3, .testability: 4, .easeOfUse: 4, .maintainability: 3],
    "mvvm-uikit": [.responsibilities: 4, .testability: 4, .easeOfUse: 3, .maintainability: 4],
    "viper": [.responsibilities: 5, .testability: 5, .easeOfUse: 1, .maintainability: 4],
  ]

  /// The samples that stand for the study's architectures, in its table's order.
  public static let architectures = ["mvc", "mvp", "mvvm-uikit", "viper"]

  /// The study's name for the architecture the sample stands for: `MVVM` for `mvvm-uikit`.
  public static func studyName(sample id: String) -> String? {
    ["mvc": "Cocoa MVC", "mvp": "MVP", "mvvm-uikit": "MVVM", "viper": "VIPER"][id]
  }

  public static func score(_ criterion: Criterion, architecture id: String) -> Int? { scores[id]?[criterion] }

  public static func total(architecture id: String) -> Int? { scores[id].map { $0.values.reduce(0, +) } }
}
