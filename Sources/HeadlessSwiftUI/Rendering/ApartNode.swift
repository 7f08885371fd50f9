import HeadlessUI

/// A node whose content a platform controller of its own hosts, apart from the content around it.
///
/// SwiftUI on iOS hosts a sheet in a presented hosting controller and a navigation stack in a
/// navigation controller: a change inside one updates that controller, and the views around
/// it are not rendered again to reach it. So a change below such a node stops here instead of
/// marking every node above. The next pass reuses the elements above as they are and, where it
/// replays their part of the pass (``RenderPass/replay(_:)``), hands this node its part:
/// the node replays what it rendered last, or renders again where something in it changed.
///
/// Subclasses: ``PresentationNode`` (a sheet) and ``NavigationStackNode`` (a stack and its screens).
@MainActor
class ApartNode: ViewNode {
  override final var hostsContentApart: Bool { true }

  /// Appends this node's part to `pass`, for a node above that is not rendered again: its
  /// kept part if nothing in it changed, or its content rendered again.
  func replay(in pass: RenderPass) {
    preconditionFailure("\(type(of: self)) does not replay")
  }
}
