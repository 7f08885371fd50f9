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

  // MARK: Content hosted apart

  /// The parts of nodes hosted apart (sheets, navigation stacks) rendered in this pass, in tree
  /// order: a part comes before the parts nested in it.
  private(set) var apartParts: [ApartPart] = []

  /// Starts the part of the logs that `node`, hosted apart, writes; pass what it returns to ``endApartPart(_:)``.
  func beginApartPart(of node: ApartNode) -> Int {
    if apartParts.isEmpty {
      // An app has a few: one allocation for a pass, not one for each that doubles the array.
      apartParts.reserveCapacity(8)
    }
    apartParts.append(ApartPart(node: node, start: mark(), end: nil))
    return apartParts.count - 1
  }

  /// Ends the part that ``beginApartPart(of:)`` started.
  func endApartPart(_ index: Int) {
    apartParts[index].end = mark()
  }

  // MARK: Journals

  /// Where each log stands now: the start of a node's part.
  func mark() -> RenderJournal.Mark {
    RenderJournal.Mark(
      overlays: overlays.count, lifecycle: lifecycle.count, touched: touched.count, scopeChanges: scopeChanges.count,
      apartParts: apartParts.count)
  }

  /// The part of the logs written since `start`, with the changes made to the node's own screen and presentation.
  func journal(since start: RenderJournal.Mark, in context: RenderContext) -> RenderJournal {
    var changes: [ScopeChange] = []
    for change in scopeChanges[start.scopeChanges...] where change.targets(context) {
      changes.append(change)
    }
    return journal(since: start, scopeChanges: changes)
  }

  /// The part of the logs written since `start`, with `scopeChanges` to make again where it is replayed.
  func journal(since start: RenderJournal.Mark, scopeChanges: [ScopeChange]) -> RenderJournal {
    RenderJournal(pass: self, start: start, end: mark(), scopeChanges: scopeChanges)
  }

  /// Appends a part journaled in an earlier pass, as if its views had been rendered again in `context`.
  func replay(_ journal: RenderJournal, in context: RenderContext) {
    replay(journal)
    for change in journal.scopeChanges {
      change.apply(in: context)
    }
  }

  /// Appends the logs of a part journaled in an earlier pass.
  ///
  /// The part of a node hosted apart (a sheet, a navigation stack) is appended by its node,
  /// between the parts before and after it: the node replays it too, or renders it again if
  /// something in it changed.
  func replay(_ journal: RenderJournal) {
    let source = journal.pass
    var position = journal.start
    var index = journal.start.apartParts
    while index < journal.end.apartParts {
      let part = source.apartParts[index]
      guard let end = part.end else { preconditionFailure("A journal ends inside the part of a node hosted apart") }
      append(source, from: position, to: part.start)
      part.node.replay(in: self)
      position = end
      // The parts nested in it are its own node's to replay.
      index = end.apartParts
    }
    append(source, from: position, to: journal.end)
  }

  private func append(_ source: RenderPass, from start: RenderJournal.Mark, to end: RenderJournal.Mark) {
    overlays.append(contentsOf: source.overlays[start.overlays..<end.overlays])
    lifecycle.append(contentsOf: source.lifecycle[start.lifecycle..<end.lifecycle])
    for id in source.touched[start.touched..<end.touched] {
      graph.keepAlive(id)
    }
    touched.append(contentsOf: source.touched[start.touched..<end.touched])
  }
}

/// The part of the logs one node hosted apart (a sheet, a navigation stack) wrote, and its node.
@MainActor
struct ApartPart {
  /// Unowned: the node keeps its journal, which keeps this pass. A journal that is replayed
  /// touches the node's storage in the part before this entry, so the node outlives it.
  unowned let node: ApartNode
  let start: RenderJournal.Mark
  /// Set when the node's content is rendered.
  var end: RenderJournal.Mark?
}

/// The part of a render pass one node's rendering wrote, kept so that the node's elements can be reused.
@MainActor
struct RenderJournal {
  /// Where each log stood, in the pass the part was written in.
  struct Mark {
    let overlays: Int
    let lifecycle: Int
    let touched: Int
    let scopeChanges: Int
    let apartParts: Int
  }

  /// The pass the part was written in; it holds the logs the marks point into.
  let pass: RenderPass
  let start: Mark
  let end: Mark
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
