import HeadlessUI

extension View {
  /// Shows a search field before this view's content; renders as a `.searchField` element.
  ///
  /// The element is labelled `prompt`, or "Search" without one, as a HeadlessUIKit search bar is.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  )
    -> some View
  {
    modifier(SearchableModifier(text: text, prompt: prompt))
  }
}

/// Where a search field is shown; the headless platform puts it before the content whatever it is.
public struct SearchFieldPlacement: Sendable {
  /// When a search field in the navigation bar drawer is shown.
  public struct NavigationBarDrawerDisplayMode: Sendable {
    private let name: String

    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }

  private let name: String

  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In the navigation bar drawer, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    .navigationBarDrawer
  }
}

struct SearchableModifier: PrimitiveModifier {
  let text: Binding<String>
  let prompt: String?

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let isEnabled = context.environment.isEnabled
    let text = self.text
    let field = Element(
      .searchField, label: prompt ?? "Search", value: text.wrappedValue, isEnabled: isEnabled,
      actions: .init(setText: { newText in
        guard isEnabled else { return }
        text.wrappedValue = newText
      }))
    return [field] + content(context)
  }
}
