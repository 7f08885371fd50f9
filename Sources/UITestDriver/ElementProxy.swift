import HeadlessUI

/// One element, looked up each time it is used, like `XCUIElement`.
///
/// Reading a property of an element that does not exist gives an empty value;
/// acting on it throws ``DriverError/notFound(_:)``. Acting on an element that matches
/// more than once throws ``DriverError/ambiguous(_:count:)``, as XCUITest does.
@MainActor
public struct ElementProxy {
  let driver: AppDriver
  let description: String
  let resolve: @MainActor () -> [Element]

  /// Whether the element is on screen now.
  public var exists: Bool { !resolve().isEmpty }

  /// The element as it is now, if it exists.
  public var element: Element? { resolve().first }

  public var label: String { element?.label ?? "" }
  public var identifier: String { element?.identifier ?? "" }
  public var value: String? { element?.value }
  public var isEnabled: Bool { element?.isEnabled ?? false }
  public var isSelected: Bool { element?.isSelected ?? false }

  // MARK: Queries below this element

  public var descendants: ElementQuery {
    let resolve = self.resolve
    return ElementQuery(driver: driver, description: "\(description) >") {
      resolve().first?.descendants ?? []
    }
  }

  public var staticTexts: ElementQuery { descendants.matching(.text) }
  public var buttons: ElementQuery { descendants.matching(.button) }
  public var textFields: ElementQuery { descendants.matching(.textField) }
  public var switches: ElementQuery { descendants.matching(.toggle) }
  public var cells: ElementQuery { descendants.matching(.row) }

  // MARK: Actions

  /// Taps the element; a switch flips.
  public func tap() async throws {
    let element = try resolved()
    if let tap = element.actions.tap {
      try await driver.perform { tap() }
    } else if let setOn = element.actions.setOn {
      try await driver.perform { setOn(element.value != "1") }
    } else {
      throw DriverError.unsupported("tap", description)
    }
  }

  /// Types `text` one character at a time, letting the app settle after each keystroke.
  public func typeText(_ text: String) async throws {
    for character in text {
      let element = try resolved()
      guard let setText = element.actions.setText else { throw DriverError.unsupported("type into", description) }
      try await driver.perform { setText((element.value ?? "") + String(character)) }
    }
  }

  /// Replaces the text of a field with `text` in one edit, as pasting over a selection does.
  ///
  /// Unlike ``typeText(_:)``, whose every keystroke copies the field's text and lets the app
  /// settle, this costs one edit whatever the length: the demo enters a typed line this way.
  public func replaceText(_ text: String) async throws {
    let element = try resolved()
    guard let setText = element.actions.setText else { throw DriverError.unsupported("type into", description) }
    try await driver.perform { setText(text) }
  }

  /// Deletes the text of a field, as one edit.
  public func clearText() async throws {
    let element = try resolved()
    guard let setText = element.actions.setText else { throw DriverError.unsupported("clear", description) }
    try await driver.perform { setText("") }
  }

  /// Sets a switch on or off; does nothing when it already is.
  public func setOn(_ isOn: Bool) async throws {
    let element = try resolved()
    guard let setOn = element.actions.setOn else { throw DriverError.unsupported("switch", description) }
    guard (element.value == "1") != isOn else { return }
    try await driver.perform { setOn(isOn) }
  }

  /// Picks the segment titled `option` of a segmented control.
  public func select(_ option: String) async throws {
    let element = try resolved()
    guard let select = element.actions.select else { throw DriverError.unsupported("select in", description) }
    guard let index = element.options.firstIndex(of: option) else {
      throw DriverError.noSuchOption(option, description)
    }
    try await driver.perform { select(index) }
  }

  /// Pulls a list down to refresh it, and waits until the refresh has ended.
  public func pullToRefresh() async throws {
    let element = try resolved()
    guard let refresh = element.actions.refresh else { throw DriverError.unsupported("refresh", description) }
    let application = driver.application
    try await driver.perform { application.runTask { await refresh() } }
  }

  /// Waits until the app is idle, then tells whether the element exists.
  public func waitForExistence() async throws -> Bool {
    try await driver.waitForIdle()
    return exists
  }

  private func resolved() throws -> Element {
    let matches = resolve()
    guard let element = matches.first else { throw DriverError.notFound(description) }
    guard matches.count == 1 else { throw DriverError.ambiguous(description, count: matches.count) }
    guard element.isEnabled else { throw DriverError.notEnabled(description) }
    return element
  }
}
