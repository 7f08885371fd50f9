/// A step that could not be measured on a subject: its precondition or its outcome was not what the step expects.
///
/// ```swift
/// for failure in report.failures { print("\(failure.subject) \(failure.step): \(failure.reason)") }
/// ```
public struct MeasurementFailure: Codable, Equatable, Sendable {
  public var subject: String
  public var step: String
  public var events: Int
  public var reason: String

  public init(subject: String, step: String, events: Int, reason: String) {
    self.subject = subject
    self.step = step
    self.events = events
    self.reason = reason
  }
}
