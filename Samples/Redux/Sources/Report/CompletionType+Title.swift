import ServiceKit

extension CompletionType {
  /// The segment's title.
  var title: String {
    switch self {
    case .repaired: "Repaired"
    case .newPart: "New part"
    case .other: "Other"
    }
  }
}
