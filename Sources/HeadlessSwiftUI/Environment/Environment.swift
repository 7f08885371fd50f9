import Observation

/// A value read from the environment the view is rendered in, like SwiftUI's `Environment`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// @Environment(\.openURL) private var openURL
/// @Environment(SessionModel.self) private var session   // placed with .environment(session)
/// ```
@MainActor
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let read: @MainActor (EnvironmentValues) -> Value
  let location = EnvironmentLocation()

  /// The environment value at `keyPath`, e.g. `\.dismiss`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// An `@Observable` object a view above placed with ``View/environment(_:)``; it must be there.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.object(objectType) else {
        fatalError("No \(objectType) in the environment; place one with .environment(_:) above this view")
      }
      return object
    }
  }

  /// An `@Observable` object a view above may have placed with ``View/environment(_:)``.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    read = { $0.object(objectType) }
  }

  /// The value in the environment the view is rendered in.
  public var wrappedValue: Value {
    read(location.values ?? EnvironmentValues())
  }
}

/// Where an `Environment` finds the values; the linker sets them before the body is read.
@MainActor
final class EnvironmentLocation {
  var values: EnvironmentValues?
}

extension Environment: DynamicPropertyStorage {
  func link(to id: ViewID, in context: RenderContext) {
    location.values = context.environment
  }

  var readsEnvironment: Bool { true }
}
