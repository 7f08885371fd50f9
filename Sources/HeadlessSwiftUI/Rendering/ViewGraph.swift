import HeadlessUI

/// What a host keeps between render passes: state by identity, views on screen and their tasks.
///
/// Everything is keyed by ``ViewID``. Whatever a pass did not touch belongs to a view
/// that is gone, and is dropped at the end of the pass.
@MainActor
final class ViewGraph {
  weak var application: Application?

  /// A class, so that touching an entry sets its generation without a dictionary `modify`,
  /// whose accessor allocates its frame on the heap.
  private final class Entry {
    let object: AnyObject
    var generation: Int

    init(object: AnyObject, generation: Int) {
      self.object = object
      self.generation = generation
    }
  }

  private var storage: [ViewID: Entry] = [:]
  private var generation = 0
  private var live: [ViewID: LiveView] = [:]
  private var appearances = 0
  /// Work for after the pass: lifecycle hooks, `onChange` actions and the like.
  private var pending: [@MainActor () -> Void] = []

  /// The host's own node: the parent of the root view's node.
  private(set) lazy var hostNode = ViewNode(graph: self)
  /// The pass under way, which records the storage each view touches.
  private weak var currentPass: RenderPass?
  private var isRenderRequested = false

  init(application: Application) {
    self.application = application
  }

  /// A host that is replaced takes its views off screen: their tasks must not outlive it.
  isolated deinit {
    for view in live.values {
      view.task?.cancel()
    }
  }

  /// Asks for another render pass, after something a view shows changed.
  ///
  /// One change often reaches several nodes (the body that read it, the nodes above whose
  /// tracking merged it); the application hears of it once per pass.
  func setNeedsRender() {
    guard !isRenderRequested else { return }
    isRenderRequested = true
    application?.setNeedsRender()
  }

  /// Counts a view body evaluated, as SwiftUI's `_printChanges` would print one.
  func countBodyEvaluation() {
    application?.recordViewUpdate()
  }

  // MARK: Storage

  /// The object kept for `id`, made on first use; touching it keeps it alive through this pass.
  func persistent<Object: AnyObject>(_ id: ViewID, make: () -> Object) -> Object {
    currentPass?.touch(id)
    if let entry = storage[id], let object = entry.object as? Object {
      entry.generation = generation
      return object
    }
    let object = make()
    storage[id] = Entry(object: object, generation: generation)
    return object
  }

  /// The state box of a `@State` property, holding `initialValue` until the view goes away.
  func stateBox<Value>(_ id: ViewID, initialValue: @autoclosure () -> Value) -> StateBox<Value> {
    persistent(id) { StateBox(value: initialValue()) }
  }

  /// The node of the view with a body at `id`, made on first use.
  func node<V: View>(_ id: ViewID, for view: V.Type) -> BodyNode<V> {
    persistent(id.appending(.slot(.node))) { BodyNode<V>(graph: self) }
  }

  /// The node of the sheet presented at `id`, made on first use.
  func presentationNode(_ id: ViewID) -> PresentationNode {
    persistent(id.appending(.slot(.node))) { PresentationNode(graph: self) }
  }

  /// The node of the navigation stack at `id`, made on first use.
  func navigationStackNode(_ id: ViewID) -> NavigationStackNode {
    persistent(id.appending(.slot(.stackNode))) { NavigationStackNode(graph: self) }
  }

  /// Shows what navigation stacks rendered apart from their parents in the elements their
  /// parents kept, in the window's `elements` after `pass`: their bars and top screens.
  func substituteRenderedApart(in elements: inout [Element], pass: RenderPass) {
    for part in pass.apartParts {
      guard let node = part.node as? NavigationStackNode, node.isReplacedInTree, let kept = node.kept,
        let current = node.current
      else { continue }
      node.lastPath = ElementPath.replaceChildren(of: kept, with: current.children, in: &elements, near: node.lastPath)
    }
  }

  /// Keeps what a reused node touched in an earlier pass alive through this one.
  func keepAlive(_ id: ViewID) {
    storage[id]?.generation = generation
  }

  // MARK: Passes

  func beginPass() -> RenderPass {
    generation += 1
    isRenderRequested = false
    let pass = RenderPass(graph: self)
    currentPass = pass
    return pass
  }

  /// Drops what the pass did not touch and works out which views appeared and disappeared.
  func endPass(_ pass: RenderPass) {
    // A request made while the pass ran was dropped by the application, which does not
    // schedule a render during one; the next change must be able to ask again.
    isRenderRequested = false
    storage = storage.filter { $0.value.generation == generation }

    var seen = Set<ViewID>()
    var appeared: [LiveView] = []
    var restarted: [LiveView] = []
    for (id, hooks) in pass.lifecycle where seen.insert(id).inserted {
      if let view = live[id] {
        let restart = hooks.task != nil && hooks.taskID != view.hooks.taskID
        view.hooks = hooks
        if restart {
          restarted.append(view)
        }
      } else {
        appearances += 1
        let view = LiveView(hooks: hooks, order: appearances)
        live[id] = view
        appeared.append(view)
      }
    }
    let gone = live.filter { !seen.contains($0.key) }
    for id in gone.keys {
      live[id] = nil
    }

    for view in gone.values.sorted(by: { $0.order < $1.order }) {
      pending.append {
        view.task?.cancel()
        view.task = nil
        view.hooks.onDisappear?()
      }
    }
    for view in restarted {
      pending.append { [weak self] in
        view.task?.cancel()
        self?.start(view)
      }
    }
    for view in appeared {
      pending.append { [weak self] in
        view.hooks.onAppear?()
        self?.start(view)
      }
    }
  }

  /// Runs `action` after the current render pass, as SwiftUI runs `onAppear` and `onChange`.
  func afterPass(_ action: @escaping @MainActor () -> Void) {
    pending.append(action)
  }

  /// Runs what the last pass left to do; called by the host once the tree is shown.
  func flush() {
    while !pending.isEmpty {
      let actions = pending
      pending.removeAll()
      actions.forEach { $0() }
    }
  }

  /// Starts a view's task as the app's own work, not as the platform's: like a UIKit controller's
  /// `Task`, it does not keep the app from being idle. A task may wait as long as its view is
  /// shown (`for await change in stream`), and an app waiting on a backend call is busy on the
  /// backend's account, not the platform's.
  private func start(_ view: LiveView) {
    guard let task = view.hooks.task else { return }
    view.task = Task { await task() }
  }
}
