import HeadlessUI

extension View {
  /// The label of this view's tab in the enclosing `TabView`: its first text is the tab's title.
  ///
  /// ```swift
  /// AccountScreen().tabItem { Label("Account", systemImage: "person") }
  /// ```
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    let label = AnyView(label())
    return modifier(TraitWritingModifier { $0.tabItem = label })
  }
}
