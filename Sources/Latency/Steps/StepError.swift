/// Why a step could not run on a subject: the app was not in the state the step needs, or did not end in the one expected.
///
/// ```swift
/// throw StepError.unexpected("the detail's status text after tapping the row")
/// ```
public enum StepError: Error, Equatable, CustomStringConvertible {
  /// An element the step acts on was missing, ambiguous, disabled, or lacked the action.
  case precondition(String)
  /// After the event the tree did not show what the step expects.
  case unexpected(String)

  public var description: String {
    switch self {
    case .precondition(let what): "precondition failed: \(what)"
    case .unexpected(let what): "unexpected outcome: \(what)"
    }
  }
}
