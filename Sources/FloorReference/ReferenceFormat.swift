import Foundation
import ServiceKit

/// The texts of Samples/SPEC.md that the reference app needs beyond SpecRules' order, search and dates;
/// its URLs come from ReferenceIntents.
///
/// ```swift
/// ReferenceFormat.completionTypes[0].title   // "Repaired"
/// ```
@MainActor
enum ReferenceFormat {
  /// The segmented control's options, in order, with the type each one picks.
  static let completionTypes: [(title: String, type: CompletionType)] = [
    ("Repaired", .repaired), ("New part", .newPart), ("Other", .other),
  ]
}
