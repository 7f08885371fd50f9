import HeadlessUI
import Observation

/// A place in the graph that renders content and tracks what that content read.
///
/// The host's root is a plain `ViewNode`; each view with a body is a ``BodyNode``. A change to
/// something a node read marks it, and every node above it, as needing to render again:
/// the nodes above only to reach it, since their own bodies did not read the change.
@MainActor
class ViewNode {
  unowned let graph: ViewGraph
  /// The node whose content this one is part of.
  weak var parent: ViewNode?
  /// Something the body read changed: it must be evaluated again.
  var needsEvaluation = false
  /// Something the content read changed, here or in a node below: it must be rendered again.
  var needsWalk = false
  private var evaluation = 0
  private var walk = 0

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Marks the body as out of date, as a change to a property it read does.
  func invalidateBody() {
    needsEvaluation = true
    invalidateContent()
  }

  /// Marks the content as out of date without the body: a built-in view's own state changed
  /// (a tab was picked, a screen pushed), or a value a built-in view read.
  func invalidateContent() {
    needsWalk = true
    // Every node on the way up renders again, so that the pass reaches this one; none of
    // them evaluates its body for it. A node whose content is hosted apart (a sheet's, a
    // navigation stack's) is reached without rendering the nodes above it.
    var node: ViewNode = self
    while !node.hostsContentApart, let ancestor = node.parent {
      ancestor.needsWalk = true
      node = ancestor
    }
    graph.setNeedsRender()
  }

  /// Whether this node's content is shown apart from its parent's, as a sheet's or a
  /// navigation stack's is (``ApartNode``): a pass reaches it by replaying the nodes above it
  /// (``RenderPass/replay(_:)``), not by rendering them.
  var hostsContentApart: Bool { false }

  /// The node whose content is being rendered, outside any tracked read: a ``Binding`` that a
  /// built-in view reads there is a read of this node's content.
  static var rendering: ViewNode?

  /// Evaluates a body, invalidating it when an `@Observable` property or `@State` it read changes.
  func trackingBody<T>(_ evaluate: () -> T) -> T {
    evaluation += 1
    let generation = evaluation
    return ViewNode.outsideRendering {
      withObservationTracking(evaluate) { [weak self] in
        ViewNode.onMainActor { self?.observedChange(inBody: true, generation: generation) }
      }
    }
  }

  /// Renders this node's content: the built-in views of its body, down to the nodes below,
  /// which render their own.
  ///
  /// The content is not tracked as a whole. Observation merges what a nested tracking read
  /// into the enclosing one, so a node tracking its whole content would also observe every
  /// read of the nodes rendered below it, and install observers for them again at each level
  /// up: the cost of a change would grow with the depth of the tree. Instead, each read that
  /// built-in views make is tracked where it is made (``trackingContent(_:)``), as SwiftUI
  /// tracks each attribute: a binding's value, a closure that makes a `ForEach` row or a
  /// sheet's content, a custom modifier's body.
  func renderingContent<T>(_ render: () -> T) -> T {
    walk += 1
    let outer = ViewNode.rendering
    ViewNode.rendering = self
    defer { ViewNode.rendering = outer }
    return render()
  }

  /// Reads something for this node's content, rendering it again when what `read` read changes:
  /// a binding's value, the views a `ForEach` or a sheet makes, a custom modifier's body.
  ///
  /// Keep `read` to the read itself: whatever it renders is tracked here, not by the nodes it reaches.
  func trackingContent<T>(_ read: () -> T) -> T {
    let generation = walk
    return ViewNode.outsideRendering {
      withObservationTracking(read) { [weak self] in
        ViewNode.onMainActor { self?.observedChange(inBody: false, generation: generation) }
      }
    }
  }

  /// Calls `read`, and `onChange` once, when something it read changes, unless this node
  /// rendered its content again meanwhile.
  func tracking<T>(_ read: () -> T, onChange: @escaping @MainActor @Sendable () -> Void) -> T {
    ViewNode.outsideRendering {
      withObservationTracking(read) {
        ViewNode.onMainActor(onChange)
      }
    }
  }

  /// Runs `body` with no node rendering: its reads are tracked by whoever tracks them.
  private static func outsideRendering<T>(_ body: () -> T) -> T {
    let outer = rendering
    rendering = nil
    defer { rendering = outer }
    return body()
  }

  /// An observer stays installed until what it observes changes, however many passes came
  /// after it; only the latest evaluation's or walk's observers count.
  private func observedChange(inBody: Bool, generation: Int) {
    if inBody {
      guard generation == evaluation else { return }
      invalidateBody()
    } else {
      guard generation == walk else { return }
      invalidateContent()
    }
  }

  /// Runs `action` on the main actor: at once when there already, as Observation calls back in
  /// `willSet` on the mutating thread, so that a test sees the render pending right after a change.
  nonisolated static func onMainActor(_ action: @escaping @MainActor @Sendable () -> Void) {
    if MainActorCheck.isOnMainActor {
      MainActor.assumeIsolated(action)
    } else {
      Task { @MainActor in action() }
    }
  }
}

/// A view with a body in the graph, like a view in SwiftUI's attribute graph.
///
/// It evaluates `body` only when something the body read changed (an `@Observable`
/// property, an `@State`), when its view arrives with different inputs (compared field by
/// field, see ``ViewInputs``), or when an environment key the view's `@Environment`
/// properties read changed (``EnvironmentKeys``). When only its content is out of date, or an
/// environment key read below it changed, it renders the body it kept without evaluating it.
/// When nothing it or the nodes below read changed, it reuses its elements and replays what
/// rendering them recorded: lifecycle hooks, presentations, changes to the navigation bar.
@MainActor
final class BodyNode<V: View>: ViewNode {
  private struct Output {
    let elements: [Element]
    let journal: RenderJournal
    /// The environment rendered in, as far as the keys read here and below go: a replay
    /// moves it to the new one, which differs in none of them.
    var environment: EnvironmentValues
    let shape: RenderShape
    /// The keys read by the body and by the content and nodes below it.
    let keys: EnvironmentKeys
  }

  private var view: V?
  private var body: V.Body?
  private var output: Output?
  /// The keys the view's `@Environment` properties and its body read.
  private var bodyKeys = EnvironmentKeys.none
  /// The storage of the view's own `@State` properties, which a walk must keep alive though it does not link them.
  private var propertyStorage: [ViewID] = []

  /// The elements of `view`, in `context` (the body's context: its identity ends with the view's type).
  func render(_ view: V, in context: RenderContext) -> [Element] {
    parent = context.node
    // The node above depends on whatever this one read, however it renders now.
    defer { EnvironmentKeys.report(output?.keys ?? bodyKeys) }
    if !needsEvaluation, let body, let output, let kept = self.view, ViewInputs.equal(kept, view),
      output.environment.isSame(as: context.environment, at: bodyKeys)
    {
      if !needsWalk && output.shape == RenderShape(context)
        && output.environment.isSame(as: context.environment, at: output.keys)
      {
        context.pass.replay(output.journal, in: context)
        self.output?.environment = context.environment
        return output.elements
      }
      return walk(body, in: context)
    }
    needsEvaluation = false
    // The kept view changes only here: its `@State` properties are the ones linked to the boxes.
    self.view = view
    let pass = context.pass
    let start = pass.mark()
    let (body, keys) = EnvironmentKeys.recording {
      DynamicPropertyLinker.link(view, in: context)
      propertyStorage = Array(pass.touched[start.touched...])
      graph.countBodyEvaluation()
      return trackingBody { view.body }
    }
    bodyKeys = keys
    self.body = body
    return walk(body, in: context, from: start)
  }

  /// Renders `body`; `start` is where the pass stood before the view's properties were linked, if they were.
  private func walk(_ body: V.Body, in context: RenderContext, from start: RenderJournal.Mark? = nil) -> [Element] {
    needsWalk = false
    var bodyContext = context
    bodyContext.node = self
    let pass = context.pass
    let start =
      start
      ?? {
        let start = pass.mark()
        for id in propertyStorage {
          graph.keepAlive(id)
          pass.touch(id)
        }
        return start
      }()
    let (elements, contentKeys) = EnvironmentKeys.recording {
      renderingContent { renderView(body, in: bodyContext) }
    }
    var keys = bodyKeys
    keys.formUnion(contentKeys)
    output = Output(
      elements: elements, journal: pass.journal(since: start, in: context), environment: context.environment,
      shape: RenderShape(context), keys: keys)
    return elements
  }
}

/// What of a render context, besides the environment, decides which elements and hooks a view gives.
@MainActor
struct RenderShape: Equatable {
  let isVisible: Bool
  let isRowRoot: Bool
  let hasButtonPrelude: Bool
  let hasNavigation: Bool

  init(_ context: RenderContext) {
    isVisible = context.isVisible
    isRowRoot = context.isRowRoot
    hasButtonPrelude = context.buttonPrelude != nil
    hasNavigation = context.navigation != nil
  }
}
