import HeadlessUI
import Testing

/// Finds and acts on what the app shows, as a person would: in the front-most alert or sheet, or else the window.
extension Application {
  var frontElements: [Element] {
    let layer = currentTree.frontmostLayer
    return layer.role == .window ? layer.descendants : [layer] + layer.descendants
  }

  /// The labels of the texts shown, in order.
  var texts: [String] { frontElements.filter { $0.role == .text }.map(\.label) }

  /// The element whose identifier or label is `key`.
  func element(_ key: String) -> Element? {
    frontElements.first { $0.identifier == key || $0.label == key }
  }

  func tap(_ key: String) async throws {
    let button = try #require(element(key), "no \(key) on screen")
    try #require(button.isEnabled, "\(key) is disabled")
    let tap = try #require(button.actions.tap)
    tap()
    await settle(self)
  }

  func setOn(_ isOn: Bool, _ key: String) async throws {
    let setOn = try #require(element(key)?.actions.setOn)
    setOn(isOn)
    await settle(self)
  }

  func type(_ text: String, into key: String) async throws {
    let setText = try #require(element(key)?.actions.setText)
    setText(text)
    await settle(self)
  }

  func select(_ option: String, in key: String) async throws {
    let control = try #require(element(key))
    let select = try #require(control.actions.select)
    select(try #require(control.options.firstIndex(of: option)))
    await settle(self)
  }
}
