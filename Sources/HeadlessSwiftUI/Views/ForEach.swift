import HeadlessUI

/// A view for each element of a collection, like SwiftUI's `ForEach`.
///
/// Each view's identity is its element's id, so state follows the data when elements
/// move. Inside a `List` each view is a row, made only when the row is shown. Inside a
/// `Picker` or `TabView`, a view without a `.tag` is tagged with its element's id.
///
/// ```swift
/// ForEach(events) { event in EventRow(event: event) }
/// ForEach(CompletionType.allCases, id: \.self) { type in Text(type.title).tag(Optional(type)) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, one view each.
  public var data: Data
  /// Makes the view of an element.
  public var content: (Data.Element) -> Content
  private let identify: (Data.Element) -> ID

  /// A view for each element, identified by the element's property at `id`, e.g. `\.self`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  private init(_ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.identify = identify
  }

  public var body: Never { bodyError() }

  fileprivate func element(at offset: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: offset)]
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each `Identifiable` element, identified by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    // Not `id: \.id`: a key path into a generic element type is instantiated at run time,
    // looking its types up by name, each time a body makes the `ForEach`.
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of a range that does not change.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView {
  func render(in context: RenderContext) -> [Element] {
    data.flatMap { element in
      renderView(
        context.node.trackingContent { content(element) }, in: context.child(.id(AnyHashable(identify(element)))))
    }
  }
}

extension ForEach: ViewListSource {
  func makeViewList(in context: RenderContext) -> ViewList {
    if Conformances.viewListSource(Content.self) != nil {
      // Each element may give several views or none, so counting them means making them all.
      return ViewList(
        concatenating: data.map { element in
          ViewList.of(
            context.node.trackingContent { content(element) }, in: context.child(.id(AnyHashable(identify(element)))))
        })
    }
    return ViewList(
      count: data.count,
      identity: { offset in context.id.appending(.id(AnyHashable(identify(self.element(at: offset))))) },
      item: { offset in
        let element = self.element(at: offset)
        let id = identify(element)
        return ViewListItem(
          id: context.id.appending(.id(AnyHashable(id))), view: context.node.trackingContent { content(element) },
          implicitTag: TagValue(id))
      })
  }
}
