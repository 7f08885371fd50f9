/// A piece of user interface, described as a value and rendered into the element tree, like SwiftUI's `View`.
///
/// Write views exactly as in SwiftUI: a struct whose `body` composes other views.
/// The host evaluates `body` whenever something the view read changed: its
/// `@State`, its `@Environment`, or a property of an `@Observable` model.
///
/// ```swift
/// struct GreetingView: View {
///   @State private var name = ""
///
///   var body: some View {
///     TextField("Name", text: $name)
///     Text("Hello, \(name)")
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// The view this one is composed of.
  associatedtype Body: View

  /// The content of this view, evaluated on every render pass it is part of.
  @ViewBuilder @MainActor var body: Body { get }
}

/// `Never` is the body of the built-in views, which render themselves.
extension Never: View {
  public typealias Body = Never

  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Built-in views render themselves; asking for their body is a programming error.
  func bodyError() -> Never {
    fatalError("\(Self.self) is a built-in view and has no body")
  }
}
