import Foundation
import HeadlessUI

/// Views in a column. Renders no element of its own: its children's elements follow one another.
///
/// With `.accessibilityIdentifier` or `.accessibilityLabel` applied, the children are
/// wrapped in a `.group` element that carries them, as a HeadlessUIKit view does.
public struct VStack<Content: View>: View {
  let content: Content

  /// A column of the views `content` builds; alignment and spacing are ignored.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

/// Views in a row. Renders no element of its own, like ``VStack``.
public struct HStack<Content: View>: View {
  let content: Content

  /// A row of the views `content` builds; alignment and spacing are ignored.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

/// Views on top of each other, back to front. Renders no element of its own, like ``VStack``.
public struct ZStack<Content: View>: View {
  let content: Content

  /// A stack of the views `content` builds; alignment is ignored.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

/// A scrolling container. Renders no element of its own, like ``VStack``.
public struct ScrollView<Content: View>: View {
  let content: Content

  /// A scroll view of the views `content` builds; axes and indicators are ignored.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

/// A form of controls. Renders no element of its own, like ``VStack``: in HeadlessUIKit the
/// same screen is a stack of fields, not a table.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

/// A container that renders its content as its children, and nothing of its own.
@MainActor
protocol TransparentContainer: PrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension TransparentContainer {
  func render(in context: RenderContext) -> [Element] {
    renderView(content, in: context.child(.index(0)))
  }
}

extension VStack: TransparentContainer {}
extension HStack: TransparentContainer {}
extension ZStack: TransparentContainer {}
extension ScrollView: TransparentContainer {}
extension Form: TransparentContainer {}
