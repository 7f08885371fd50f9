/// A view that lays out its arranged subviews in a row or a column.
@MainActor
open class StackView: View {
  public enum Axis: Sendable {
    case horizontal, vertical
  }

  public var axis: Axis = .vertical

  public init(arrangedSubviews: [View] = []) {
    super.init()
    arrangedSubviews.forEach(addArrangedSubview)
  }

  public var arrangedSubviews: [View] { subviews }

  public func addArrangedSubview(_ view: View) {
    addSubview(view)
  }
}
