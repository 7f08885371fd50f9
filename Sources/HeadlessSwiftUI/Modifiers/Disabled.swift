import HeadlessUI

extension View {
  /// Turns off input for the controls in this view: buttons, fields, toggles and pickers render disabled.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWritingModifier { $0.isEnabled = $0.isEnabled && !disabled })
  }
}
