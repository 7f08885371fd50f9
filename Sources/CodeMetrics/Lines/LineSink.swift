/// Receives the kind of each line, in order, as the scanner finishes it.
///
/// The scanner is generic over its sink so that counting, the common case, keeps
/// no per-line storage, while tests and the reference comparison can keep every line.
protocol LineSink {
  mutating func record(_ kind: LineKind)
}

/// Keeps only the totals.
struct CountingSink: LineSink {
  var counts = LineCounts()
  @inline(__always) mutating func record(_ kind: LineKind) { counts.add(kind) }
}

/// Keeps every line's kind.
struct RecordingSink: LineSink {
  var kinds: [LineKind] = []
  mutating func record(_ kind: LineKind) { kinds.append(kind) }
}
