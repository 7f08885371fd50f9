import HeadlessUI

extension StepContext {
  /// A tap on the element of `role` labelled or identified `key`.
  ///
  /// ```swift
  /// return try context.tap(.button, "Log in")
  /// ```
  func tap(_ role: Element.Role, _ key: String) throws -> Injection {
    let tap = try action(\.tap, on: role, key)
    return Injection { tap() }
  }

  /// One typed character at the end of a field's text, as the driver's `typeText` sends it.
  func keystroke(_ character: Character, into role: Element.Role, _ key: String) throws -> Injection {
    let field = try element(role, key)
    guard let setText = field.actions.setText else {
      throw StepError.precondition("the \(role.rawValue) \"\(key)\" takes no text")
    }
    let text = (field.value ?? "") + String(character)
    return Injection { setText(text) }
  }

  /// Switching a toggle on or off.
  func setOn(_ isOn: Bool, _ key: String) throws -> Injection {
    let setOn = try action(\.setOn, on: .toggle, key)
    return Injection { setOn(isOn) }
  }

  /// Picking the option titled `option` of a segmented control.
  func select(_ option: String, in key: String) throws -> Injection {
    let control = try element(.segmentedControl, key)
    guard let select = control.actions.select, let index = control.options.firstIndex(of: option) else {
      throw StepError.precondition("the segmented control \"\(key)\" has no option \"\(option)\"")
    }
    return Injection { select(index) }
  }

  /// Pulling a list to refresh it: the platform runs the refresh as its own task, as the driver does.
  func pullToRefresh(_ key: String) throws -> Injection {
    let refresh = try action(\.refresh, on: .list, key)
    let application = driver.application
    return Injection { application.runTask { await refresh() } }
  }
}
