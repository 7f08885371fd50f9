extension Rule {
  /// A small Swift file that shows a rule: one that breaks it, or one that follows it.
  ///
  /// A triggering example marks where the violation is reported with a keycap digit, the way
  /// swift-format's tests do; the marker is not Swift, so it is removed before the file is parsed.
  ///
  /// ```swift
  /// Rule.Example(path: "Interactors/ListInteractor.swift", source: "1️⃣import UIKit\n\nfinal class ListInteractor {}")
  /// ```
  public struct Example: Sendable, Hashable {
    /// Where the file sits, relative to the scanned root: roles and Clean's layers read folders and file names.
    public var path: String
    public var source: String

    public init(path: String, source: String) {
      self.path = path
      self.source = source
    }
  }
}
