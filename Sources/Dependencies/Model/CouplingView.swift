/// What a coupling report's Ce counts: the types that depend on another group of the scan, or
/// also those that depend on a module outside it (`scan --coupling --external`).
///
/// Ca is the same in both: code outside the scan is not read, so nothing there is seen
/// depending on it. A is the same too; I, D and the zone follow Ce.
///
/// ```swift
/// CouplingReport(graph: graph, view: .external).view.rawValue  // "external"
/// ```
public enum CouplingView: String, Sendable, Hashable, Codable, CaseIterable {
  /// Ce counts dependencies on types of the scan only: a lower bound when the code imports
  /// modules the scan does not hold.
  case scan
  /// Ce also counts dependencies on the modules imported from outside the scan
  /// (``OutsideModules``): an upper bound, since a name the scan does not declare may be the
  /// standard library's.
  case external
}
