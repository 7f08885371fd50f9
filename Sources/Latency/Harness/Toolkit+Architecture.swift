import LatencyModel
import SampleRegistry

extension Toolkit {
  /// The toolkit a sample's UI style is written on.
  ///
  /// ```swift
  /// Toolkit(Architecture.mvvm.uiStyle)  // .swiftui
  /// ```
  public init(_ style: Architecture.UIStyle) {
    switch style {
    case .imperative: self = .uikit
    case .declarative: self = .swiftui
    }
  }
}
