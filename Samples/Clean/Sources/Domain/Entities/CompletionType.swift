/// How a completed event was resolved.
public enum CompletionType: CaseIterable, Equatable, Sendable {
  case repaired
  case newPart
  case other
}
