import HeadlessUI

extension View {
  /// Presents `content` as a sheet while `isPresented` is true, like SwiftUI's `sheet(isPresented:)`.
  ///
  /// The sheet is a window-level `.sheet` element after everything else, labelled with the
  /// title of the navigation stack in it, if any. `@Environment(\.dismiss)` inside closes it.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        presented: { isPresented.wrappedValue ? (AnyHashable(true), content()) : nil },
        dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss))
  }

  /// Presents a sheet for `item` while it is not `nil`; a different item is a new sheet, with fresh state.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      SheetModifier(
        presented: { item.wrappedValue.map { (AnyHashable($0.id), content($0)) } },
        dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss))
  }
}

/// Whether a presentation was shown in the last pass, to tell when it is dismissed.
@MainActor
final class PresentationRecord {
  var wasPresented = false
}

struct SheetModifier<Content: View>: PrimitiveModifier {
  /// The presented content and its identity, or `nil` when nothing is presented.
  let presented: @MainActor () -> (id: AnyHashable, content: Content)?
  let dismiss: @MainActor () -> Void
  let onDismiss: (@MainActor () -> Void)?

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let elements = content(context)
    let record = context.graph.persistent(context.id) { PresentationRecord() }
    // In a tab that is not selected the sheet is not shown, but it is not dismissed either.
    guard context.isVisible else { return elements }
    let memo = context.graph.persistent(context.id.appending(.slot(.call))) {
      CallMemo<(id: AnyHashable, content: Content)?>()
    }
    let presentation = memo.value(of: ClosureIdentity(presented), for: nil, in: context.node, call: presented)
    if record.wasPresented && presentation == nil, let onDismiss {
      context.graph.afterPass(onDismiss)
    }
    record.wasPresented = presentation != nil
    guard let presentation else { return elements }

    // The sheet has its own node, so that a change inside it renders the sheet alone.
    let sheetID = context.id.appending(.slot(.presentation)).appending(.id(presentation.id))
    var environment = context.environment
    environment.dismiss = DismissAction(dismiss)
    let content = presentation.content
    context.graph.presentationNode(sheetID).present(in: context) { pass, node in
      let scope = PresentationScope(pass: pass, showsTitle: true)
      let sheetContext = RenderContext(
        pass: pass, id: sheetID, environment: environment, presentation: scope, node: node)
      let children = renderView(content, in: sheetContext)
      return Element(.sheet, label: scope.title ?? "", children: children)
    }
    return elements
  }
}
