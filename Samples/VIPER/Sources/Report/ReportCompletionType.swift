/// How a completed event was resolved, as the form knows it.
enum ReportCompletionType: Equatable, CaseIterable {
  case repaired
  case newPart
  case other
}
