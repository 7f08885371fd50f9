import HeadlessUI

/// A part of a form or list, with an optional header and footer.
///
/// Outside a `List` it renders the header's, the content's and the footer's elements in
/// turn. Inside a `List` its content views become rows of the list, and the header and
/// footer are not shown, as a HeadlessUIKit table has one section and no headers.
public struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer)
  {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  public var body: Never { bodyError() }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section headed `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    renderView(header, in: context.child(.slot(.header)))
      + renderView(content, in: context.child(.index(0)))
      + renderView(footer, in: context.child(.slot(.footer)))
  }
}

extension Section: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    ViewList.of(content, in: context.child(.index(0)))
  }
}
