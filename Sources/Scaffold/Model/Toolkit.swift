/// The UI toolkit a new sample is written in: one of the headless platform's two styles.
///
/// ```swift
/// Toolkit(rawValue: "swiftui")?.module  // "HeadlessSwiftUI"
/// ```
public enum Toolkit: String, CaseIterable, Sendable {
  /// UIKit style: view controllers update views (`HeadlessUIKit`).
  case uikit
  /// SwiftUI style: views render from state (`HeadlessSwiftUI`).
  case swiftui

  /// The platform module the sample imports and `Package.swift` lists for it.
  public var module: String {
    switch self {
    case .uikit: "HeadlessUIKit"
    case .swiftui: "HeadlessSwiftUI"
    }
  }

  /// The registry's `Architecture.UIStyle` case for the toolkit, as written in Swift.
  var uiStyle: String {
    switch self {
    case .uikit: ".imperative"
    case .swiftui: ".declarative"
    }
  }

  /// The toolkit of a platform module named in `Package.swift`.
  init?(module: String) {
    guard let toolkit = Self.allCases.first(where: { $0.module == module }) else { return nil }
    self = toolkit
  }
}
