import HeadlessUI

/// A set of elements to look up when needed, like `XCUIElementQuery`.
///
/// ```swift
/// app.cells.count
/// app.buttons["Log in"]                 // by label or identifier
/// app.cells.containing("Výměna kotle")  // rows that show this text
/// app.cells.element(boundBy: 0).staticTexts.allElements
/// ```
@MainActor
public struct ElementQuery {
  let driver: AppDriver
  let description: String
  let candidates: @MainActor () -> [Element]

  init(driver: AppDriver, description: String, candidates: @escaping @MainActor () -> [Element]) {
    self.driver = driver
    self.description = description
    self.candidates = candidates
  }

  /// The matching elements as they are now.
  public var allElements: [Element] { candidates() }

  public var count: Int { candidates().count }

  /// The element whose label or identifier is `key`.
  public subscript(_ key: String) -> ElementProxy {
    let candidates = self.candidates
    return ElementProxy(driver: driver, description: "\(description) \"\(key)\"") {
      candidates().filter { $0.label == key || $0.identifier == key }
    }
  }

  public var firstMatch: ElementProxy { element(boundBy: 0) }

  public func element(boundBy index: Int) -> ElementProxy {
    let candidates = self.candidates
    return ElementProxy(driver: driver, description: "\(description) #\(index)") {
      let all = candidates()
      return all.indices.contains(index) ? [all[index]] : []
    }
  }

  /// The elements of `role` among these.
  public func matching(_ role: Element.Role) -> ElementQuery {
    let candidates = self.candidates
    return ElementQuery(driver: driver, description: role.rawValue) { candidates().filter { $0.role == role } }
  }

  /// The elements with this identifier.
  public func matching(identifier: String) -> ElementQuery {
    let candidates = self.candidates
    return ElementQuery(driver: driver, description: "\(description) [\(identifier)]") {
      candidates().filter { $0.identifier == identifier }
    }
  }

  /// The elements that have a descendant text reading `text`.
  public func containing(_ text: String) -> ElementQuery {
    let candidates = self.candidates
    return ElementQuery(driver: driver, description: "\(description) containing \"\(text)\"") {
      candidates().filter { element in
        element.descendants.contains { $0.role == .text && $0.label == text }
      }
    }
  }
}
