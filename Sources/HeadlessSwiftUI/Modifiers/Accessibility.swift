import HeadlessUI

extension View {
  /// Gives the view an identifier for UI tests, as `accessibilityIdentifier` does in SwiftUI.
  ///
  /// A view that renders one element gets it on that element; a view that renders several
  /// (a stack) is wrapped in a `.group` element that carries it, as a HeadlessUIKit view does.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityModifier(identifier: identifier))
  }

  /// Gives the view the label a UI test reads and finds it by, in place of its text or title.
  ///
  /// Applied like ``accessibilityIdentifier(_:)``.
  public func accessibilityLabel(_ label: String) -> some View {
    modifier(AccessibilityModifier(label: label))
  }
}

/// Sets an identifier or label on the element a view renders, grouping several elements first.
struct AccessibilityModifier: PrimitiveModifier {
  var identifier: String?
  var label: String?

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let elements = content(context)
    guard !elements.isEmpty else { return [] }
    var element = elements.count == 1 ? elements[0] : Element(.group, children: elements)
    if let identifier {
      element.identifier = identifier
    }
    if let label {
      element.label = label
    }
    return [element]
  }
}
