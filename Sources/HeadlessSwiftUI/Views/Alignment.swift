import Foundation

/// How a vertical stack lines up its children; the headless platform has no layout, so it is accepted and ignored.
public struct HorizontalAlignment: Equatable, Sendable {
  private let name: String

  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// How a horizontal stack lines up its children; accepted and ignored.
public struct VerticalAlignment: Equatable, Sendable {
  private let name: String

  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Where an overlay or a `ZStack` child sits; accepted and ignored.
public struct Alignment: Equatable, Sendable {
  /// How a child lines up across.
  public var horizontal: HorizontalAlignment
  /// How a child lines up down.
  public var vertical: VerticalAlignment

  /// An alignment of both directions.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The directions a scroll view scrolls in; accepted and ignored.
public enum Axis: Sendable {
  case horizontal, vertical

  /// Several directions.
  public struct Set: OptionSet, Sendable {
    /// The directions as bits.
    public let rawValue: Int

    /// The directions these bits stand for.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
