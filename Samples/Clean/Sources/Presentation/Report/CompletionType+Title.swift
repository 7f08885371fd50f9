import CleanDomain

extension CompletionType {
  /// The name of the type in the report form's segmented control.
  var title: String {
    switch self {
    case .repaired: "Repaired"
    case .newPart: "New part"
    case .other: "Other"
    }
  }
}
