import ServiceKit

extension CompletionType {
  /// The option's title in the report form's segmented control.
  var title: String {
    switch self {
    case .repaired: "Repaired"
    case .newPart: "New part"
    case .other: "Other"
    }
  }
}
