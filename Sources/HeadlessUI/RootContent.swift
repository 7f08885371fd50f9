/// What an ``Application`` shows: a UIKit-style window or a SwiftUI-style host.
@MainActor
public protocol RootContent: AnyObject {
  /// The elements shown in the window, front-most (alerts, sheets) last.
  func renderElements() -> [Element]
  /// Called after every render pass, e.g. to start the tasks of newly shown views.
  func didRender()
}

extension RootContent {
  public func didRender() {}
}
