import HeadlessUI

/// A navigation stack's bar and screens, rendered as a controller of their own.
///
/// SwiftUI on iOS hosts a `NavigationStack` in a navigation controller, with each screen in a
/// hosting controller: a push, a pop or a change on a screen updates the navigation controller,
/// and the views around the stack are not rendered again to reach it. So such a change stops
/// climbing here (``ApartNode``). The next pass replays the nodes above; where it reaches this
/// node's part, the stack renders again in the context it was last rendered in, and the new
/// bar and top screen are shown in the element the nodes above kept
/// (``ViewGraph/substituteRenderedApart(in:pass:)``).
///
/// ```swift
/// let node = context.graph.navigationStackNode(context.id)
/// return [node.render(in: context) { stackContext in renderStack(in: stackContext) }]
/// ```
@MainActor
final class NavigationStackNode: ApartNode {
  /// What rendering the stack gives: its element, and the title it gives the sheet it is in.
  struct Output {
    let element: Element
    let presentationTitle: String?
  }

  /// Renders the stack in a context whose node is this one.
  private var build: (@MainActor (RenderContext) -> Output)?
  /// The context the stack's parent last rendered it in.
  private var context: RenderContext?
  private var journal: RenderJournal?
  private var presentationTitle: String?
  /// The element as the nodes above kept it: the one the stack's parent last rendered.
  private(set) var kept: Element?
  /// The element as the stack last rendered it, apart from its parent or not.
  private(set) var current: Element?
  /// Where `kept` was in the tree the last time it was replaced, to find it again without a search.
  var lastPath: [Int]?

  /// Whether the tree the nodes above kept shows an older element than the stack's own.
  var isReplacedInTree: Bool {
    guard let kept, let current, context?.isVisible == true else { return false }
    return kept.children.storageIdentity != current.children.storageIdentity
  }

  /// Renders the stack for its parent, which renders its content.
  func render(in context: RenderContext, _ build: @escaping @MainActor (RenderContext) -> Output) -> Element {
    parent = context.node
    self.build = build
    self.context = context
    let output = render(in: context.pass, context: context)
    presentationTitle = output.presentationTitle
    kept = output.element
    lastPath = nil
    return output.element
  }

  /// Appends the stack's part to `pass` for a parent that is not rendered again: the part it
  /// kept, or the stack rendered again, apart, if something in it changed.
  override func replay(in pass: RenderPass) {
    guard let context else { preconditionFailure("A navigation stack is replayed before it was rendered") }
    guard needsWalk || journal == nil else {
      let part = pass.beginApartPart(of: self)
      if let journal { pass.replay(journal) }
      pass.endApartPart(part)
      return
    }
    // The scopes of the last pass are gone: the stack writes into scopes of this one. What it
    // writes into the presentation it is in counts only for a sheet's label, below.
    var apart = context
    apart.pass = pass
    apart.presentation = PresentationScope(pass: pass)
    let output = render(in: pass, context: apart)
    if context.presentation.showsTitle && output.presentationTitle != presentationTitle {
      // A sheet labels itself with its stack's title: the sheet renders again to show the new one.
      graph.afterPass { [weak parent] in parent?.invalidateContent() }
    }
  }

  private func render(in pass: RenderPass, context: RenderContext) -> Output {
    guard let build else { preconditionFailure("A navigation stack renders before it was built") }
    needsWalk = false
    let part = pass.beginApartPart(of: self)
    let start = pass.mark()
    var stackContext = context
    stackContext.node = self
    // What the screens read is the stack's own: the nodes above compare the whole environment.
    let (output, _) = EnvironmentKeys.recording { renderingContent { build(stackContext) } }
    EnvironmentKeys.recordContentHostedApart()
    // What the stack writes into its presentation is its parent's to make again on replay.
    journal = pass.journal(since: start, scopeChanges: [])
    pass.endApartPart(part)
    current = output.element
    return output
  }
}

extension Array {
  /// The address of the array's storage, which copies of the array share until one is changed;
  /// `nil` for an empty array, since empty arrays share one storage.
  var storageIdentity: UnsafeRawPointer? {
    isEmpty ? nil : withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }
}
