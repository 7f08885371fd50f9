import Foundation

/// Opens a URL, like SwiftUI's `OpenURLAction`: the platform records it as an `Intent`.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Call") { openURL(URL(string: "tel:+420602111222")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What a custom handler did with a URL.
  public enum Result: Sendable {
    /// The handler opened it.
    case handled
    /// The handler ignored it.
    case discarded
    /// The handler leaves it to the platform.
    case systemAction
  }

  private let handler: @MainActor (URL) -> Result
  /// The platform's opener, filled in when the action is read from the environment.
  var systemOpen: (@MainActor (URL) -> Void)?

  /// An action with a handler of its own; set it with `.environment(\.openURL, …)`.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  @MainActor
  /// Opens `url`: the handler decides, and `.systemAction` hands it to the platform.
  public func callAsFunction(_ url: URL) {
    if handler(url) == .systemAction {
      systemOpen?(url)
    }
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

/// The platform's way to open a URL: the host's `Application.open(_:)`.
private struct SystemURLOpenerKey: EnvironmentKey {
  static var defaultValue: (@MainActor (URL) -> Void)? { nil }
}

extension EnvironmentValues {
  /// Opens a URL through the platform, e.g. `tel:` to place a call.
  public var openURL: OpenURLAction {
    get {
      var action = self[OpenURLKey.self]
      action.systemOpen = self[SystemURLOpenerKey.self]
      return action
    }
    set { self[OpenURLKey.self] = newValue }
  }

  var systemURLOpener: (@MainActor (URL) -> Void)? {
    get { self[SystemURLOpenerKey.self] }
    set { self[SystemURLOpenerKey.self] = newValue }
  }
}
