/// One node of the element tree: what the platform shows, and what a UI test can find and act on.
///
/// Both UI styles render into this tree: ``Application`` rebuilds it after anything
/// changes, the text renderer prints it, and the test driver queries it the way
/// XCUITest queries the accessibility tree.
///
/// ```swift
/// Element(.button, label: "Log in", actions: .init(tap: { controller.logIn() }))
/// ```
@MainActor
public struct Element {
  public var role: Role
  /// What the element says: a text's content, a button's title, a field's placeholder.
  public var label: String
  /// A stable name for tests, independent of the shown text.
  public var identifier: String
  /// A field's text, a toggle's `"1"` or `"0"`, a segmented control's selected option, a tab's
  /// badge (`nil` for none).
  public var value: String?
  public var isEnabled: Bool
  /// A selected tab or segment.
  public var isSelected: Bool
  /// The options of a segmented control.
  public var options: [String]
  public var children: [Element]
  public var actions: Actions

  public init(
    _ role: Role, label: String = "", identifier: String = "", value: String? = nil, isEnabled: Bool = true,
    isSelected: Bool = false, options: [String] = [], children: [Element] = [], actions: Actions = Actions()
  ) {
    self.role = role
    self.label = label
    self.identifier = identifier
    self.value = value
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.options = options
    self.children = children
    self.actions = actions
  }
}

extension Element {
  /// The kinds of element the platform has.
  public enum Role: String, Sendable, CaseIterable {
    case window, group, text, textField, secureField, searchField, button, toggle, segmentedControl
    case list, row, activityIndicator, alert, navigationStack, navigationBar, tabBar, tab, sheet
  }

  /// What a UI event does to an element. A `nil` action means the element does not take that event.
  @MainActor
  public struct Actions {
    public var tap: (@MainActor () -> Void)?
    public var setText: (@MainActor (String) -> Void)?
    public var setOn: (@MainActor (Bool) -> Void)?
    public var select: (@MainActor (Int) -> Void)?
    /// Pull to refresh; asynchronous, as SwiftUI's `refreshable` is.
    public var refresh: (@MainActor () async -> Void)?

    public init(
      tap: (@MainActor () -> Void)? = nil, setText: (@MainActor (String) -> Void)? = nil,
      setOn: (@MainActor (Bool) -> Void)? = nil, select: (@MainActor (Int) -> Void)? = nil,
      refresh: (@MainActor () async -> Void)? = nil
    ) {
      self.tap = tap
      self.setText = setText
      self.setOn = setOn
      self.select = select
      self.refresh = refresh
    }

    var isEmpty: Bool { tap == nil && setText == nil && setOn == nil && select == nil && refresh == nil }
  }

  /// A toggle's value as XCUITest reports it.
  public static func toggleValue(_ isOn: Bool) -> String { isOn ? "1" : "0" }

  /// Whether two elements show the same thing, ignoring their children and actions.
  public func looksLike(_ other: Element) -> Bool {
    role == other.role && label == other.label && identifier == other.identifier && value == other.value
      && isEnabled == other.isEnabled && isSelected == other.isSelected && options == other.options
  }

  /// Every element below this one, depth first, in the order shown.
  public var descendants: [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      for child in element.children {
        result.append(child)
        visit(child)
      }
    }
    visit(self)
    return result
  }

  /// The number of elements in this subtree, this one included.
  public var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }
}

extension Element {
  /// How many rows a list shows at once; rows below are not rendered, as a real table view is lazy.
  public static let visibleRowLimit = 40
}
