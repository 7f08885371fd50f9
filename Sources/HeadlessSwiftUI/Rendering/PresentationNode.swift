import HeadlessUI

/// A presented sheet's content, rendered as a root of its own.
///
/// SwiftUI hosts a sheet's content in a hosting controller of its own, presented over the
/// presenter's: a change inside the sheet updates the sheet, and the views that present it
/// are not rendered again to reach it. So a change below this node stops here instead of
/// marking every node above. The next pass reuses the presenter's elements as they are and,
/// where it replays the presenter's part of the pass (``RenderPass/replay(_:in:)``), renders
/// the sheet again in the context it was last presented in.
///
/// ```swift
/// let node = context.graph.presentationNode(id)
/// node.present(in: context) { pass, node in
///   let sheetContext = RenderContext(pass: pass, id: id, environment: environment, presentation: PresentationScope(pass: pass), node: node)
///   return Element(.sheet, children: renderView(content, in: sheetContext))
/// }
/// ```
@MainActor
final class PresentationNode: ApartNode {
  /// Renders the presented element in a pass, as the presenter last asked for it; the content's node is this one.
  private var build: (@MainActor (RenderPass, PresentationNode) -> Element)?
  /// What the last rendering wrote into its pass: the sheet's element, and what its views did.
  private var journal: RenderJournal?

  /// Presents the element `build` makes, as a presenter being rendered does.
  func present(in context: RenderContext, _ build: @escaping @MainActor (RenderPass, PresentationNode) -> Element) {
    parent = context.node
    self.build = build
    render(in: context.pass)
  }

  /// Appends this presentation to `pass` for a presenter that is not rendered again: its
  /// kept part if nothing in it changed, or the sheet rendered again.
  override func replay(in pass: RenderPass) {
    guard !needsWalk, let journal else {
      render(in: pass)
      return
    }
    let part = pass.beginApartPart(of: self)
    pass.replay(journal)
    pass.endApartPart(part)
  }

  private func render(in pass: RenderPass) {
    guard let build else { preconditionFailure("A sheet is replayed before it was presented") }
    needsWalk = false
    let part = pass.beginApartPart(of: self)
    let start = pass.mark()
    // What the content reads is the sheet's own: the nodes above compare the whole environment.
    _ = EnvironmentKeys.recording {
      renderingContent {
        pass.present { build(pass, self) }
      }
    }
    EnvironmentKeys.recordContentHostedApart()
    // What the content changed in its own screens and presentation stays inside the sheet.
    journal = pass.journal(since: start, scopeChanges: [])
    pass.endApartPart(part)
  }
}
