/// The timed part of a step: one UI event (or backend push) handed to the platform.
///
/// A step looks its element up before the clock starts and returns an injection that only
/// calls the element's action, so that the time measured is the app's, not the lookup's.
///
/// ```swift
/// let setText = try context.action(\.setText, on: .searchField, "Search")
/// return Injection { setText("a") }
/// ```
@MainActor
public struct Injection {
  let perform: @MainActor () -> Void

  public init(_ perform: @escaping @MainActor () -> Void) {
    self.perform = perform
  }

  /// Does nothing: what the harness overhead is measured with.
  public static let noOp = Injection {}
}
