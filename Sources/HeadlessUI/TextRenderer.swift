/// Prints an element tree as indented text, for snapshot tests and the terminal demo.
///
/// ```swift
/// print(TextRenderer().render(application.currentTree))
/// // [Username: jnovak]
/// // [Password: •••••••••]
/// // (Log in)
/// ```
///
/// With ``numbering`` on, each enabled element a person can act on in the front-most
/// layer gets a number, so that a terminal user can name it.
@MainActor
public struct TextRenderer {
  public var numbering: Bool

  public init(numbering: Bool = false) {
    self.numbering = numbering
  }

  /// The tree as text, one element a line.
  public func render(_ root: Element) -> String {
    renderNumbered(root).text
  }

  /// The tree as text, and the numbered elements in the order of their numbers (the first is number 1).
  public func renderNumbered(_ root: Element) -> (text: String, targets: [Element]) {
    var printer = Printer(numbering: numbering)
    let front = root.children.lastIndex { $0.role == .alert || $0.role == .sheet }
    for (index, child) in root.children.enumerated() {
      printer.visit(child, depth: 0, numbered: front == nil || front == index)
    }
    return (printer.lines.joined(separator: "\n"), printer.targets)
  }
}

/// The state of one rendering: lines so far and the elements numbered so far.
@MainActor
private struct Printer {
  let numbering: Bool
  var lines: [String] = []
  var targets: [Element] = []

  init(numbering: Bool) {
    self.numbering = numbering
  }

  mutating func visit(_ element: Element, depth: Int, numbered: Bool) {
    let indent = String(repeating: "  ", count: depth)
    switch element.role {
    case .window, .group, .navigationStack, .tab:
      for child in element.children {
        visit(child, depth: depth, numbered: numbered)
      }
    case .navigationBar:
      let parts = element.children.map { child in
        number(child, numbered) + (child.role == .button ? "(\(child.label))" : child.label)
      }
      lines.append(indent + "── " + parts.joined(separator: " ") + " ──")
    case .tabBar:
      let tabs = element.children.map { tab in
        // A badge follows the title in parentheses: `[Tasks (3)]`.
        let title = tab.label + (tab.value.map { " (\($0))" } ?? "")
        return number(tab, numbered) + (tab.isSelected ? "[\(title)]" : title)
      }
      lines.append(indent + "Tabs: " + tabs.joined(separator: "  "))
    case .row:
      let texts = element.descendants.filter { $0.role == .text }.map(\.label)
      lines.append(indent + number(element, numbered) + "• " + texts.joined(separator: " | "))
    default:
      lines.append(indent + number(element, numbered) + describe(element))
      for child in element.children {
        visit(child, depth: depth + 1, numbered: numbered)
      }
    }
  }

  private mutating func number(_ element: Element, _ numbered: Bool) -> String {
    guard numbering && numbered && element.isInteractive && element.isEnabled else { return "" }
    targets.append(element)
    return "[\(targets.count)] "
  }

  private func describe(_ element: Element) -> String {
    let disabled = element.isEnabled ? "" : " (disabled)"
    switch element.role {
    case .textField, .searchField:
      return "[\(element.label): \(element.value ?? "")]\(disabled)"
    case .secureField:
      return "[\(element.label): \(String(repeating: "•", count: element.value?.count ?? 0))]\(disabled)"
    case .button:
      return "(\(element.label))\(disabled)"
    case .toggle:
      return "[\(element.value == "1" ? "x" : " ")] \(element.label)\(disabled)"
    case .segmentedControl:
      let options = element.options.map { $0 == element.value ? "[\($0)]" : $0 }
      return "\(element.label): < \(options.joined(separator: " | ")) >\(disabled)"
    case .list:
      return element.value.map { "List (\($0))" } ?? "List"
    case .activityIndicator:
      return "⟳ " + (element.label.isEmpty ? "Loading…" : element.label)
    case .alert:
      return "⚠ \(element.label)"
    case .sheet:
      return "┌ \(element.label)"
    default:
      return element.label
    }
  }
}
