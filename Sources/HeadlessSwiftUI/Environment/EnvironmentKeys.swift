/// The environment keys a view read: what its body depends on, or what a whole subtree does.
///
/// SwiftUI makes each `@Environment(\.key)` property a dependency on that key alone, and each
/// built-in view that reads the environment (a button reading `isEnabled`, a list reading
/// `refresh`) a dependency of that view's attribute alone: a change to another key reaches
/// neither. A node keeps the keys its body read, to evaluate the body again only when one of
/// them changed, and the keys read anywhere below it, to replay its elements instead of
/// rendering them again when none of those changed.
///
/// Keys are recorded as they are read (``EnvironmentValues`` reports each lookup while a
/// recording is under way), so a computed value such as `openURL`, which reads two entries,
/// depends on both.
///
/// ```swift
/// let (elements, keys) = EnvironmentKeys.recording { renderView(body, in: context) }
/// if environment.isSame(as: newEnvironment, at: keys) { … }  // nothing below read a changed key
/// ```
@MainActor
struct EnvironmentKeys {
  /// The keys, each once, in the order first read: a view reads a handful.
  private(set) var keys: [ObjectIdentifier] = []
  /// False when content hosted apart (a sheet, a navigation stack) is below. Such content renders
  /// again on its own, in later passes, and may then read keys the nodes above never hear of;
  /// those nodes compare the whole environment instead.
  private(set) var isComplete = true

  /// No key: a view that reads nothing from the environment.
  static let none = EnvironmentKeys()

  mutating func insert(_ key: ObjectIdentifier) {
    if !keys.contains(key) {
      keys.append(key)
    }
  }

  mutating func formUnion(_ other: EnvironmentKeys) {
    for key in other.keys {
      insert(key)
    }
    isComplete = isComplete && other.isComplete
  }

  // MARK: Recording

  /// The keys read since the innermost ``recording(_:)`` began; `nil` outside one, where a read
  /// (a button's action calling `dismiss()`) is no dependency.
  private static var current: EnvironmentKeys?

  /// Runs `body`, and gives what it returns with the keys read meanwhile; the recording around
  /// it, if any, hears of none of them (report them with ``report(_:)`` if they are its too).
  static func recording<T>(_ body: () -> T) -> (T, EnvironmentKeys) {
    let outer = current
    current = EnvironmentKeys()
    let result = body()
    let keys = current ?? EnvironmentKeys()
    current = outer
    return (result, keys)
  }

  /// Notes a read of `key` in the recording under way.
  static func record(_ key: ObjectIdentifier) {
    current?.insert(key)
  }

  /// Adds `keys`, read by a node below, to the recording under way: its parent's content.
  static func report(_ keys: EnvironmentKeys) {
    current?.formUnion(keys)
  }

  /// Notes that content hosted apart renders inside the recording under way (see ``isComplete``).
  static func recordContentHostedApart() {
    current?.isComplete = false
  }
}
