import HeadlessUI

/// What a view is rendered with: its identity, its environment and the scopes it renders into.
///
/// Passed down the tree by value; containers hand each child a copy with the
/// child's identity, and modifiers change what they are about.
@MainActor
@usableFromInline
struct RenderContext {
  /// The pass under way; a node hosted apart that renders again in a later pass moves its context to it.
  var pass: RenderPass
  var id: ViewID
  var environment: EnvironmentValues
  /// False in a tab that is not selected: its views keep their state but do not appear,
  /// so they run no tasks and present nothing.
  var isVisible = true
  /// True for the root view of a list row, down through modifiers and custom views until
  /// a container: a button or navigation link there becomes the row's tap instead of a button.
  var isRowRoot = false
  /// The navigation stack screen this view is on, if any.
  var navigation: NavigationScope?
  /// The window or sheet this view is shown in.
  var presentation: PresentationScope
  /// Run before a button's action: an alert's buttons first dismiss the alert.
  var buttonPrelude: (@MainActor () -> Void)?
  /// The node whose content is being rendered: the nearest view with a body above, or the host.
  /// A built-in view whose own state changes asks it to render again.
  var node: ViewNode

  var graph: ViewGraph { pass.graph }

  /// The context of a child of a container; a child is never the root of a row.
  func child(_ component: ViewID.Component) -> RenderContext {
    var context = self
    context.id = id.appending(component)
    context.isRowRoot = false
    return context
  }

  /// The context of a view that stands for this one (a body, a branch, modified content).
  func passingThrough(_ component: ViewID.Component) -> RenderContext {
    var context = self
    context.id = id.appending(component)
    return context
  }

  /// The context at another identity, keeping everything else.
  func at(_ id: ViewID) -> RenderContext {
    var context = self
    context.id = id
    return context
  }
}
