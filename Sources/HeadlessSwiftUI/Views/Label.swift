import HeadlessUI

/// A title with an icon; renders only its title, as a `.text` element for a string title.
///
/// ```swift
/// Label("Account", systemImage: "person")
/// ```
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label made of a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { bodyError() }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with a system symbol.
  public init(_ title: String, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label titled `title` with an image from the app's assets.
  public init(_ title: String, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    renderView(title, in: context.child(.index(0)))
  }
}
