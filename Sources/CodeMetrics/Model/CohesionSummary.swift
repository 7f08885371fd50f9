/// LCOM4 and cognitive complexity summed up over a set of files: what `scan --cohesion` adds
/// to the totals.
///
/// ```swift
/// let summary = CohesionSummary(report.files.filter { $0.group == .production })
/// summary.meanLCOM4      // 1.4, over the types that have one; nil if none has
/// summary.maxCognitive   // 12, nil without functions
/// ```
public struct CohesionSummary: Sendable, Hashable {
  /// The types whose LCOM4 is defined (see `STRUCTURE.md`).
  public var measuredTypes = 0
  public var meanLCOM4: Double?
  public var maxLCOM4: Int?
  public var maxCognitive: Int?

  public init(_ files: some Sequence<FileMetrics>) {
    var sum = 0
    for file in files {
      for value in file.types.compactMap(\.lcom4) {
        measuredTypes += 1
        sum += value
        maxLCOM4 = max(maxLCOM4 ?? value, value)
      }
      for function in file.functions {
        maxCognitive = max(maxCognitive ?? function.cognitiveComplexity, function.cognitiveComplexity)
      }
    }
    if measuredTypes > 0 { meanLCOM4 = Double(sum) / Double(measuredTypes) }
  }
}
