/// How a completed event was resolved.
public enum CompletionType: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  case repaired
  case newPart
  case other
}
