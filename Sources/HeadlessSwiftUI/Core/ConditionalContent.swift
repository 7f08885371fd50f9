import HeadlessUI

/// One of two views, as an `if`/`else` in a ``ViewBuilder`` builds it.
///
/// The branches have different identities, so switching branches resets the state of the views in them.
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  public typealias Body = Never
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { bodyError() }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func render(in context: RenderContext) -> [Element] {
    switch storage {
    case .trueContent(let content): renderView(content, in: context.passingThrough(.index(0)))
    case .falseContent(let content): renderView(content, in: context.passingThrough(.index(1)))
    }
  }
}

extension _ConditionalContent: ViewListSource where TrueContent: View, FalseContent: View {
  func makeViewList(in context: RenderContext) -> ViewList {
    switch storage {
    case .trueContent(let content): ViewList.of(content, in: context.passingThrough(.index(0)))
    case .falseContent(let content): ViewList.of(content, in: context.passingThrough(.index(1)))
    }
  }
}
