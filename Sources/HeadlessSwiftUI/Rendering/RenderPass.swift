import HeadlessUI

/// What one render pass collects besides the elements it returns.
@MainActor
final class RenderPass {
  unowned let graph: ViewGraph
  /// Window-level elements (sheets, alerts, the photo picker), front-most last.
  private(set) var overlays: [Element] = []
  /// The lifecycle hooks of every view that is on screen in this pass, in tree order.
  private(set) var lifecycle: [(id: ViewID, hooks: LifecycleHooks)] = []

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Presents a window-level element whose content is rendered by `build`.
  ///
  /// The slot is taken before `build` runs, so that what the content presents in turn
  /// (an alert over a sheet) lands in front of it.
  func present(_ build: () -> Element) {
    let index = overlays.count
    overlays.append(Element(.group))
    overlays[index] = build()
  }

  func register(_ hooks: LifecycleHooks, for id: ViewID) {
    lifecycle.append((id, hooks))
  }
}
