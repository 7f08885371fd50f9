import CodeMetrics

/// Compares ``CodeMetrics/LineClassifier`` with ``ReferenceLineClassifier`` line by line.
///
/// ```swift
/// let disagreements = ReferenceComparison.compare(files)
/// // [] when the scanner agrees with swift-syntax on every line
/// ```
public enum ReferenceComparison {
  /// One file where the two classifiers disagree.
  public struct Disagreement: Sendable, Hashable {
    public var path: String
    public var scanner: LineCounts
    public var reference: LineCounts
    /// The 1-based lines that differ, with the scanner's and the reference's kind.
    public var lines: [(line: Int, scanner: LineKind, reference: LineKind)] {
      zip(scannerKinds.indices, zip(scannerKinds, referenceKinds)).compactMap { index, pair in
        pair.0 == pair.1 ? nil : (index + 1, pair.0, pair.1)
      }
    }
    let scannerKinds: [LineKind]
    let referenceKinds: [LineKind]

    public static func == (lhs: Disagreement, rhs: Disagreement) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
  }

  /// Compares one file's bytes; `nil` when the classifiers agree on every line.
  public static func compare(path: String, bytes: [UInt8]) -> Disagreement? {
    let scanner = LineClassifier.lineKinds(of: bytes)
    let reference = ReferenceLineClassifier.lineKinds(of: bytes)
    guard scanner != reference else { return nil }
    return Disagreement(
      path: path, scanner: LineCounts(scanner), reference: LineCounts(reference), scannerKinds: scanner,
      referenceKinds: reference)
  }

  /// Compares the files (path to show, bytes loader) in parallel, in their order.
  public static func compare(_ files: [(path: String, load: @Sendable () -> [UInt8]?)]) -> [Disagreement] {
    let results = Slots<Disagreement?>(count: files.count, initial: nil)
    Workers.forEach(files.count) { index in
      guard let bytes = files[index].load() else { return }
      results[index] = ParseBudget.shared.reserving(bytes.count) { compare(path: files[index].path, bytes: bytes) }
    }
    return results.values.compactMap { $0 }
  }
}
