import Foundation
import HeadlessUI
import Observation

/// Shows a view hierarchy in an application's window, like `UIHostingController`.
///
/// Each render pass evaluates the whole tree inside `withObservationTracking`, so that
/// a change to any `@Observable` property a body read schedules the next pass; `@State`
/// changes schedule it directly. After the pass, views that appeared run `onAppear` and
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
  /// Counts render passes, so that observers installed by earlier passes can tell they are stale.
  private var observationGeneration = 0

  /// A host for `rootView`; make it the application's `content` to show it.
  public init(application: Application, rootView: Content) {
    self.application = application
    self.rootView = rootView
    graph = ViewGraph(application: application)
  }

  /// Renders the whole tree, with presented sheets and alerts last.
  public func renderElements() -> [Element] {
    let pass = graph.beginPass()
    let context = RenderContext(
      pass: pass, id: .root, environment: rootEnvironment, presentation: PresentationScope())
    observationGeneration += 1
    let generation = observationGeneration
    let elements = withObservationTracking {
      renderView(rootView, in: context)
    } onChange: { [weak self] in
      // Observation calls this in `willSet`, on the thread that mutates. On the main actor
      // the render is marked pending before the mutation returns, so a test sees it at once.
      if MainActorCheck.isOnMainActor {
        MainActor.assumeIsolated { self?.observedChange(inPass: generation) }
      } else {
        Task { @MainActor in self?.observedChange(inPass: generation) }
      }
    }
    graph.endPass(pass)
    return elements + pass.overlays
  }

  /// Renders again for a change to something the body read in pass `generation`.
  ///
  /// An observer stays installed until what it observes changes, however many passes
  /// came after it. Only the latest pass's observer counts: it tracks everything the tree
  /// reads now, and the older ones would count one change many times.
  private func observedChange(inPass generation: Int) {
    guard generation == observationGeneration else { return }
    graph.invalidate()
  }

  /// Runs what the last pass left to do: lifecycle hooks, tasks and `onChange` actions.
  public func didRender() {
    graph.flush()
  }

  private var rootEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.systemURLOpener = { [weak application] url in application?.open(url) }
    return environment
  }
}

extension Application {
  /// Shows `rootView` in this application's window, as a SwiftUI `App`'s `WindowGroup` does.
  public func run(_ rootView: some View) {
    content = HostingController(application: self, rootView: rootView)
  }
}
