import Foundation

/// A named set of test targets whose tests run together and write one profile.
///
/// ```swift
/// let unit = TestSelection(name: "unit", modules: ["MVCTests", "MVVMTests"])
/// unit.filterArguments  // ["--filter", "^MVCTests[./]", "--filter", "^MVVMTests[./]"]
/// ```
struct TestSelection: Sendable, Hashable {
  /// `unit` or `conformance`; names the selection's files in the cache.
  var name: String
  /// The test targets; a test belongs to one when its identifier starts with the target's name.
  var modules: [String]

  /// Swift Testing's `--filter` arguments for the selection. A test's identifier is
  /// `Target.Suite/test()` or, for a test outside a suite, `Target/test()`; repeated
  /// filters select the union.
  var filterArguments: [String] {
    modules.flatMap { ["--filter", "^\(NSRegularExpression.escapedPattern(for: $0))[./]"] }
  }

  /// How the selection enters the cache key.
  var keyDescription: String {
    "\(name): \(filterArguments.joined(separator: " "))"
  }
}
