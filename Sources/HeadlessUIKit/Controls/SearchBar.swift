import HeadlessUI

/// Tells a search bar's owner what was typed.
@MainActor
public protocol SearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
}

/// A search field, like `UISearchBar`; its delegate hears every change a person makes.
@MainActor
open class SearchBar: View {
  public weak var delegate: SearchBarDelegate?
  public var text = "" {
    didSet { setNeedsDisplay() }
  }
  public var placeholder: String? {
    didSet { setNeedsDisplay() }
  }

  public override init() {}

  override func elements() -> [Element] {
    guard !isHidden else { return [] }
    return [
      Element(
        .searchField, label: accessibilityLabel ?? placeholder ?? "Search", identifier: accessibilityIdentifier ?? "",
        value: text,
        actions: .init(setText: { [weak self] newText in
          guard let self else { return }
          self.text = newText
          self.delegate?.searchBar(self, textDidChange: newText)
        }))
    ]
  }
}
