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
  /// The value in `values`; `nil` only for a required object that is not there.
  private let read: @MainActor (EnvironmentValues) -> Value?
  let location = EnvironmentLocation()

  /// The environment value at `keyPath`, e.g. `\.dismiss`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// An `@Observable` object a view above placed with ``View/environment(_:)``; it must be there.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.object(objectType) }
  }

  /// An `@Observable` object a view above may have placed with ``View/environment(_:)``.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    read = { .some($0.object(objectType)) }
  }

  /// The value in the environment the view is rendered in.
  public var wrappedValue: Value {
    guard let value = read(location.values ?? EnvironmentValues()) else {
      fatalError("No \(Value.self) in the environment; place one with .environment(_:) above this view")
    }
    return value
  }
}

/// Where an `Environment` finds the values; the linker sets them before the body is read.
@MainActor
final class EnvironmentLocation {
  var values: EnvironmentValues?
}

extension Environment: DynamicPropertyStorage {
  /// Points the property at the environment, and reads it once, as SwiftUI fetches each
  /// `@Environment` when it updates the view: the keys the read reaches are the view's
  /// dependencies (``EnvironmentKeys``), whether or not its body reads the value (a `dismiss`
  /// called from a button's action is read only then).
  func link(to id: ViewID, in context: RenderContext) {
    location.values = context.environment
    _ = read(context.environment)
  }
}
