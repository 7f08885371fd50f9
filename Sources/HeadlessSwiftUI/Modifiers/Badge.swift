import HeadlessUI

extension View {
  /// A badge on this view's tab in the enclosing `TabView`, from a count; a count of zero shows
  /// no badge, as in SwiftUI.
  ///
  /// The tab element's value is the badge's text (`"3"`), or `nil` without a badge. Like
  /// `tabItem`, the badge is a trait of the tab's content, so the view whose body applies it is
  /// the one evaluated again when the count changes; the tab bar then updates only the tab.
  /// SwiftUI also shows badges on list rows, toolbar items and menus; the headless platform
  /// shows them on tabs only.
  ///
  /// ```swift
  /// TasksScreen()
  ///   .tabItem { Label("Tasks", systemImage: "checklist") }
  ///   .badge(model.unreadCount)
  /// ```
  public func badge(_ count: Int) -> some View {
    modifier(TraitWritingModifier { $0.badge = count == 0 ? nil : String(count) })
  }

  /// A badge on this view's tab from a text; `nil` shows no badge.
  ///
  /// ```swift
  /// AccountScreen().tabItem { Text("Account") }.badge(Text("New"))
  /// ```
  public func badge(_ label: Text?) -> some View {
    modifier(TraitWritingModifier { $0.badge = label?.content })
  }

  /// A badge on this view's tab from a string; `nil` shows no badge.
  ///
  /// ```swift
  /// AccountScreen().tabItem { Text("Account") }.badge(isExpiring ? "!" : nil)
  /// ```
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(TraitWritingModifier { $0.badge = label.map { String($0) } })
  }
}
