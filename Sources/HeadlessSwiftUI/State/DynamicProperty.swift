/// A stored property of a view whose value the host provides, like SwiftUI's `DynamicProperty`.
///
/// `State` and `Environment` are dynamic properties. A custom struct conforming to
/// this protocol may group several of them; the host links the ones inside it as if
/// they were the view's own.
@MainActor
public protocol DynamicProperty {
  /// Called before the view's body is read; the default does nothing.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing; the host links the properties inside instead.
  public mutating func update() {}
}
