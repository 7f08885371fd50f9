import HeadlessUI

/// A button that pushes a screen onto the enclosing `NavigationStack`, like SwiftUI's `NavigationLink`.
///
/// Renders as a `.button` element titled with the label's first text; as the root of a
/// `List` row, it is the row's tap instead. A value link pushes its value, shown by the
/// stack's `navigationDestination(for:)` of the value's type.
///
/// ```swift
/// NavigationLink(value: event) { EventRow(event: event) }
/// NavigationLink("Customer", value: CustomerRoute(id: 3))
/// NavigationLink("Settings") { SettingsView() }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
  enum Target {
    case value(NavigationPath.Item?)
    case destination(Destination)
  }

  let target: Target
  let label: Label

  public var body: Never { bodyError() }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`; `nil` makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    target = .value(value.map { NavigationPath.Item($0) })
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes `value`.
  public init<P: Hashable>(_ title: String, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link that pushes a view rather than a value.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    target = .destination(destination())
    self.label = label()
  }

  /// A link that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes the view `destination` builds.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination`.
  public init(_ title: String, destination: Destination) {
    self.init(destination: { destination }) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let label = renderView(self.label, in: context.child(.slot(.label)))
    guard let screen = context.navigation else {
      // Outside a navigation stack a link has nowhere to push to.
      return TapTarget.elements(label: label, in: context) {}
    }
    let item: NavigationPath.Item?
    switch target {
    case .value(let value):
      item = value
    case .destination(let destination):
      let (link, destination) = (context.id, AnyView(destination))
      // Through the screen, so that a link whose elements are reused registers its destination again.
      screen.update { $0.stack.state.linkDestinations[link] = destination }
      item = NavigationPath.Item(LinkDestination(link: link))
    }
    let stack = screen.stack
    return TapTarget.elements(label: label, in: context) {
      if let item {
        stack.push(item)
      }
    }
  }
}
