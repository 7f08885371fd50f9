/// What a change costs in one architecture, as libgit2's diff counts it: its source (the
/// sample's folder but its `Tests/`) and its tests (`Tests/`), apart, so that writing fewer
/// tests never makes a change look cheaper.
///
/// In JSON: `{ "source": { "filesTouched", "linesAdded", "linesRemoved" }, "tests": { … } }`.
///
/// ```swift
/// let cost = ChangeCost(
///   source: ChangeSize(filesTouched: 3, linesAdded: 24, linesRemoved: 5),
///   tests: ChangeSize(filesTouched: 1, linesAdded: 30, linesRemoved: 0))
/// cost.summary  // "3 files, +24 −5 source · 1 file, +30 −0 tests"
/// ```
public struct ChangeCost: Sendable, Codable, Equatable {
  /// The sample's production code and anything else in its folder outside `Tests/`.
  public var source: ChangeSize
  /// The sample's own unit tests: its `Tests/` folder.
  public var tests: ChangeSize

  public init(source: ChangeSize, tests: ChangeSize) {
    self.source = source
    self.tests = tests
  }

  /// Nothing changed.
  public static let zero = ChangeCost(source: .zero, tests: .zero)

  /// `3 files, +24 −5 source · 1 file, +30 −0 tests`.
  public var summary: String { "\(source.summary) source · \(tests.summary) tests" }

  /// Both costs summed, source with source and tests with tests.
  public static func + (left: ChangeCost, right: ChangeCost) -> ChangeCost {
    ChangeCost(source: left.source + right.source, tests: left.tests + right.tests)
  }
}
