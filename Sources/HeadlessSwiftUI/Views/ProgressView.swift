import HeadlessUI

/// A spinner that shows work in progress; renders as an `.activityIndicator` element labelled with its title.
public struct ProgressView<Label: View>: View {
  let label: Label

  /// A spinner labelled by a view: its first text is the element's label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: Never { bodyError() }
}

extension ProgressView where Label == EmptyView {
  /// A spinner without a label.
  public init() {
    self.init { EmptyView() }
  }
}

extension ProgressView where Label == Text {
  /// A spinner labelled `title`.
  public init(_ title: String) {
    self.init { Text(title) }
  }
}

extension ProgressView: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let title = Element.firstText(in: renderView(label, in: context.child(.slot(.label)))) ?? ""
    return [Element(.activityIndicator, label: title)]
  }
}
