/// A scenario's expectation that did not hold, with what was seen.
public struct ScenarioFailure: Error, Sendable, CustomStringConvertible {
  public var message: String

  public var description: String { message }
}

/// Fails the scenario with `message` unless `condition` holds.
///
/// ```swift
/// try expect(app.staticTexts["passwordRule"].exists, "no #passwordRule text after typing 3 characters")
/// ```
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(ScenarioFailure) {
  if !condition { throw ScenarioFailure(message: message()) }
}
