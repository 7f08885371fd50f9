import Foundation
import HeadlessUI
import Observation

/// Shows a view hierarchy in an application's window, like `UIHostingController`.
///
/// A render pass starts at the root view, whose node (``BodyNode``) and the nodes below it
/// evaluate only the bodies whose dependencies changed, and reuse the elements of the
/// subtrees where nothing changed. After the pass, views that appeared run `onAppear` and
/// start their tasks, and views that disappeared run `onDisappear` and cancel theirs.
///
/// ```swift
/// let application = Application()
/// application.run(RootView(backend: backend))
/// ```
@MainActor
public final class HostingController<Content: View>: RootContent {
  /// The app whose window shows the view.
  public unowned let application: Application
  /// The view shown; setting it renders again.
  public var rootView: Content {
    didSet { application.setNeedsRender() }
  }

  private let graph: ViewGraph
  /// Made once, so that passes hand the root the same environment and nothing below is
  /// evaluated again for a new URL opener.
  private let rootEnvironment: EnvironmentValues

  /// A host for `rootView`; make it the application's `content` to show it.
  public init(application: Application, rootView: Content) {
    self.application = application
    self.rootView = rootView
    graph = ViewGraph(application: application)
    var environment = EnvironmentValues()
    environment.systemURLOpener = { [weak application] url in application?.open(url) }
    environment.clock = application.clock
    rootEnvironment = environment
  }

  /// Renders the tree, with presented sheets and alerts last.
  public func renderElements() -> [Element] {
    let pass = graph.beginPass()
    let host = graph.hostNode
    let context = RenderContext(
      pass: pass, id: .root, environment: rootEnvironment, presentation: PresentationScope(pass: pass), node: host)
    // The host renders its root on every pass; a root that is a view with a body decides
    // itself what it reuses, and a built-in root is tracked here.
    var elements = host.renderingContent { renderView(rootView, in: context) } + pass.overlays
    graph.substituteRenderedApart(in: &elements, pass: pass)
    graph.endPass(pass)
    return elements
  }

  /// Runs what the last pass left to do: lifecycle hooks, tasks and `onChange` actions.
  public func didRender() {
    graph.flush()
  }
}

extension Application {
  /// Shows `rootView` in this application's window, as a SwiftUI `App`'s `WindowGroup` does.
  public func run(_ rootView: some View) {
    content = HostingController(application: self, rootView: rootView)
  }
}
