/// How a picker looks; every style renders as a segmented control on the headless platform.
public protocol PickerStyle {}

/// Segments in a row: `.pickerStyle(.segmented)`.
public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
}

/// A menu of options: `.pickerStyle(.menu)`.
public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
}

/// The platform's default: `.pickerStyle(.automatic)`.
public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments in a row.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's default.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension View {
  /// Sets the style of the pickers in this view; accepted and ignored, as every picker is a segmented control here.
  public func pickerStyle<Style: PickerStyle>(_ style: Style) -> some View {
    self
  }
}
