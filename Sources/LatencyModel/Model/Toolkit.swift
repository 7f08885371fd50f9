/// The UI toolkit a subject is written on, which decides the reference its latency is compared with.
///
/// Each toolkit has a reference app written on it with no architecture; a sample's ×ref is
/// taken against its own toolkit's, so that it measures the architecture and not the
/// toolkit. The two references are in turn compared with the toolkit-free reference, the
/// floor, which builds elements straight from its state: that ratio is the toolkit's own cost.
///
/// ```swift
/// Toolkit.swiftui.referenceID  // "reference-swiftui"
/// ```
public enum Toolkit: String, Codable, Sendable, CaseIterable {
  /// No toolkit: the floor, which builds the element tree straight from its state.
  case none
  /// HeadlessUIKit: view controllers and views that draw what they are told.
  case uikit
  /// HeadlessSwiftUI: views rendered from observable state.
  case swiftui

  /// The name shown in reports.
  public var name: String {
    switch self {
    case .none: "No toolkit"
    case .uikit: "UIKit-style (HeadlessUIKit)"
    case .swiftui: "SwiftUI-style (HeadlessSwiftUI)"
    }
  }

  /// The id of the subject this toolkit's measurements are compared with: its reference app, or the floor's own.
  ///
  /// Written out, not read from the reference apps, so that reading results needs no app;
  /// `ToolkitReferenceTests` holds them equal to `ReferenceApp.id` and the two toolkits' reference apps'.
  public var referenceID: String {
    switch self {
    case .none: "reference"
    case .uikit: "reference-uikit"
    case .swiftui: "reference-swiftui"
    }
  }

  /// The subject `subject`, written on `toolkit` (a raw value, `nil` for none), is compared
  /// with: its toolkit's reference, or the floor when it is that reference or has no toolkit.
  public static func referenceID(for subject: String, toolkit: String?) -> String {
    let reference = toolkit.flatMap(Toolkit.init(rawValue:))?.referenceID ?? Toolkit.none.referenceID
    return reference == subject ? Toolkit.none.referenceID : reference
  }
}
