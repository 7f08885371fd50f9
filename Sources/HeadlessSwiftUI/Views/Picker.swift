import HeadlessUI

/// Picks one of several options; renders as a `.segmentedControl` element, like SwiftUI's `Picker`.
///
/// The options are the views of the content, each named by its `.tag` (a `ForEach`
/// view without one by its element's id); the element's options are their texts. A tag
/// must have exactly the selection's type: for an optional selection tag with
/// `.tag(Optional(value))`. The element's value is the selected option's text, or `nil`
/// when no tag matches the selection.
///
/// ```swift
/// Picker("Completion type", selection: $model.completionType) {
///   ForEach(CompletionType.allCases, id: \.self) { type in
///     Text(type.title).tag(Optional(type))
///   }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker labelled by a view: its first text is the element's label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension Picker where Label == Text {
  /// A picker labelled `title`.
  public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    let title = Element.firstText(in: renderView(label, in: context.child(.slot(.label)))) ?? ""
    let list = ViewList.of(content, in: context.child(.index(0)))
    var optionContext = context
    optionContext.isRowRoot = false
    var options: [String] = []
    var tags: [SelectionValue?] = []
    for index in 0..<list.count {
      let item = list[index]
      options.append(Element.firstText(in: item.render(in: optionContext)) ?? "")
      tags.append(item.traits.tag?.value(as: SelectionValue.self))
    }
    let selection = self.selection
    let selected = tags.firstIndex { $0 == selection.wrappedValue }
    let isEnabled = context.environment.isEnabled
    return [
      Element(
        .segmentedControl, label: title, value: selected.map { options[$0] }, isEnabled: isEnabled, options: options,
        actions: .init(select: { index in
          guard isEnabled, tags.indices.contains(index), let tag = tags[index] else { return }
          selection.wrappedValue = tag
        }))
    ]
  }
}
