import HeadlessUI

/// What one render pass collects besides the elements it returns.
///
/// Everything is appended in tree order, so that a node can note where its part begins
/// and ends (a ``RenderJournal``), and a later pass can append that part again when it
/// reuses the node's elements instead of rendering them.
@MainActor
final class RenderPass {
  unowned let graph: ViewGraph
  /// Window-level elements (sheets, alerts, the photo picker), front-most last.
  private(set) var overlays: [Element] = []
  /// The lifecycle hooks of every view that is on screen in this pass, in tree order.
  private(set) var lifecycle: [(id: ViewID, hooks: LifecycleHooks)] = []
  /// The storage kept alive by this pass, in the order it was touched.
  private(set) var touched: [ViewID] = []
  /// What views wrote into the screens and presentations they are shown in.
  private(set) var scopeChanges: [ScopeChange] = []

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

  func touch(_ id: ViewID) {
    touched.append(id)
  }

  func record(_ change: ScopeChange) {
    scopeChanges.append(change)
  }

  // MARK: Journals

  /// Where each log stands now: the start of a node's part.
  func mark() -> RenderJournal.Mark {
    RenderJournal.Mark(
      overlays: overlays.count, lifecycle: lifecycle.count, touched: touched.count, scopeChanges: scopeChanges.count)
  }

  /// The part of the logs written since `start`, with the changes made to the node's own screen and presentation.
  func journal(since start: RenderJournal.Mark, in context: RenderContext) -> RenderJournal {
    var changes: [ScopeChange] = []
    for change in scopeChanges[start.scopeChanges...] where change.targets(context) {
      changes.append(change)
    }
    return RenderJournal(
      pass: self, overlays: start.overlays..<overlays.count, lifecycle: start.lifecycle..<lifecycle.count,
      touched: start.touched..<touched.count, scopeChanges: changes)
  }

  /// Appends a part journaled in an earlier pass, as if its views had been rendered again in `context`.
  func replay(_ journal: RenderJournal, in context: RenderContext) {
    let source = journal.pass
    overlays.append(contentsOf: source.overlays[journal.overlays])
    lifecycle.append(contentsOf: source.lifecycle[journal.lifecycle])
    for id in source.touched[journal.touched] {
      graph.keepAlive(id)
    }
    touched.append(contentsOf: source.touched[journal.touched])
    for change in journal.scopeChanges {
      change.apply(in: context)
    }
  }
}

/// The part of a render pass one node's rendering wrote, kept so that the node's elements can be reused.
@MainActor
struct RenderJournal {
  struct Mark {
    let overlays: Int
    let lifecycle: Int
    let touched: Int
    let scopeChanges: Int
  }

  /// The pass the part was written in; it holds the logs the ranges point into.
  let pass: RenderPass
  let overlays: Range<Int>
  let lifecycle: Range<Int>
  let touched: Range<Int>
  /// The changes made to the screen and presentation the node was shown in, in order.
  let scopeChanges: [ScopeChange]
}

/// A change a view made to the navigation screen or the presentation it is shown in: a title, toolbar items.
///
/// Scopes live for one pass, so a reused node makes its changes again on the scopes of the new pass.
@MainActor
enum ScopeChange {
  case navigation(NavigationScope, @MainActor (NavigationScope) -> Void)
  case presentation(PresentationScope, @MainActor (PresentationScope) -> Void)

  /// Whether the change was made to the screen or presentation of `context`.
  func targets(_ context: RenderContext) -> Bool {
    switch self {
    case .navigation(let screen, _): context.navigation === screen
    case .presentation(let presentation, _): context.presentation === presentation
    }
  }

  /// Makes the change again on the corresponding scope of `context`.
  func apply(in context: RenderContext) {
    switch self {
    case .navigation(_, let change): context.navigation?.update(change)
    case .presentation(_, let change): context.presentation.update(change)
    }
  }
}
