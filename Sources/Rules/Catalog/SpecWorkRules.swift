/// Rules every sample shares, whatever its architecture: the work Samples/SPEC.md fixes and no
/// architecture owns is computed by SpecRules, so that it costs the same in every sample.
///
/// Where a sample sorts, searches or formats is its architecture's choice; how is the spec's. A
/// sample that sorts with a comparator of its own, matches text itself or formats a date itself
/// measures its idiom, not its architecture (issue 39: a `static func` comparator made
/// `list.refresh` ×4–7 its reference's).
///
/// ``RuleCatalog/rules(checking:)`` adds it for a codebase that imports SpecRules anywhere, as
/// every sample does (each shows dates): other code has no spec to hold it to.
enum SpecWorkRules {
  static let all = [sharedWork]

  /// The module that computes the spec's shared work.
  static let module = "SpecRules"

  /// Calls that match text by hand, which the list's search (`EventSearch`) does.
  static let textMatching: Set<String> = [
    "localizedCaseInsensitiveContains", "localizedStandardContains", "caseInsensitiveCompare", "lowercased",
    "uppercased", "folding", "localizedStandardRange",
  ]

  /// Types and calls that format dates, which `DisplayDate` does.
  static let dateFormatting: Set<String> = ["DateFormatter", "ISO8601DateFormatter", "VerbatimFormatStyle"]

  static let sharedWork = Rule(
    id: "spec.shared-work",
    summary: "Sorting, searching and date formatting the spec fixes go through SpecRules, the same in every sample.",
    details:
      "Sort events only with `isListedBefore` (`sorted(by: isListedBefore)`, `place(_:)`), search with "
      + "`EventSearch`, and format dates with `DisplayDate`: no comparator of one's own, no `range(of:options:)`, "
      + "`lowercased()` or `localizedCaseInsensitiveContains`, no `DateFormatter` or `formatted(_:)`.",
    triggering: .init(
      path: "Tasks/TasksPresenter.swift",
      source: """
        import SpecRules

        final class TasksPresenter {
          func load(_ events: [ServiceEvent]) -> [ServiceEvent] {
            events.1️⃣sorted(by: Self.isEarlier)
          }
        }
        """),
    nonTriggering: .init(
      path: "Tasks/TasksPresenter.swift",
      source: """
        import SpecRules

        final class TasksPresenter {
          func load(_ events: [ServiceEvent]) -> [ServiceEvent] {
            events.sorted(by: isListedBefore)
          }
        }
        """)
  ) { context in
    var violations: [Violation] = []
    for file in context.files {
      for call in file.methodCalls {
        if let message = message(for: call) {
          violations.append(context.violation("spec.shared-work", file, call.site, message))
        }
      }
      for reference in file.references where dateFormatting.contains(reference.name) {
        violations.append(
          context.violation(
            "spec.shared-work", file, reference.site, "formats dates with \(reference.name), not DisplayDate"))
      }
    }
    return violations
  }

  /// Why `call` does the spec's work itself, or `nil` when it does not.
  static func message(for call: FileFacts.MethodCall) -> String? {
    switch call.name {
    case "sorted", "sort", "min", "max":
      let comparator = call.arguments.first { $0.label == "by" }?.value
      if call.hasTrailingClosure { return "\(call.name) with a closure of its own, not isListedBefore" }
      if let comparator, comparator != "isListedBefore" {
        return "\(call.name) by \(comparator), not isListedBefore"
      }
      return nil
    case "range" where call.arguments.contains { $0.label == "options" }:
      return "matches text with range(of:options:), not EventSearch"
    case _ where textMatching.contains(call.name):
      return "matches text with \(call.name), not EventSearch"
    case "formatted":
      return "formats with formatted(_:), not DisplayDate"
    default:
      return nil
    }
  }
}
