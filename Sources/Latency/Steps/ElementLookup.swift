import HeadlessUI
import UITestDriver

extension StepContext {
  /// The one element of `role` whose label or identifier is `key`, in the front-most layer, enabled.
  ///
  /// The same rules as the driver's queries, so a step finds exactly what a conformance scenario would.
  ///
  /// ```swift
  /// let field = try context.element(.textField, "Username")
  /// ```
  func element(_ role: Element.Role, _ key: String) throws -> Element {
    let matches = driver.descendants(matching: role).allElements.filter { $0.label == key || $0.identifier == key }
    guard let element = matches.first else { throw StepError.precondition("no \(role.rawValue) \"\(key)\" on screen") }
    guard matches.count == 1 else {
      throw StepError.precondition("\(matches.count) \(role.rawValue) elements match \"\(key)\"")
    }
    guard element.isEnabled else { throw StepError.precondition("the \(role.rawValue) \"\(key)\" is disabled") }
    return element
  }

  /// The action at `keyPath` of the element found as ``element(_:_:)``.
  ///
  /// ```swift
  /// let tap = try context.action(\.tap, on: .button, "Log in")
  /// ```
  func action<Action>(
    _ keyPath: KeyPath<Element.Actions, Action?>, on role: Element.Role, _ key: String
  ) throws
    -> Action
  {
    let element = try element(role, key)
    guard let action = element.actions[keyPath: keyPath] else {
      throw StepError.precondition("the \(role.rawValue) \"\(key)\" does not take this event")
    }
    return action
  }

  /// Whether an element of `role` labelled or identified `key` is on screen.
  func exists(_ role: Element.Role, _ key: String) -> Bool {
    driver.descendants(matching: role).allElements.contains { $0.label == key || $0.identifier == key }
  }

  /// Throws ``StepError/unexpected(_:)`` with `what` unless `condition` holds.
  func expect(_ condition: Bool, _ what: @autoclosure () -> String) throws {
    guard condition else { throw StepError.unexpected(what()) }
  }

  /// The navigation bar's title now shown.
  var navigationTitle: String? {
    driver.navigationBars.firstMatch.staticTexts["navigationTitle"].element?.label
  }
}
