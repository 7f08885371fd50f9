/// Tracks the kind of the line being scanned and hands each finished line to a sink.
///
/// Marks only ever raise a line's kind: code beats comment beats blank.
struct LineTally<Sink: LineSink> {
  var sink: Sink
  private(set) var current = LineKind.blank
  /// The 1-based number of the line being scanned.
  private(set) var lineNumber = 1

  init(sink: Sink) { self.sink = sink }

  @inline(__always)
  mutating func mark(_ kind: LineKind) {
    if kind.rawValue > current.rawValue { current = kind }
  }

  @inline(__always)
  mutating func endLine() {
    sink.record(current)
    current = .blank
    lineNumber += 1
  }
}
