import Foundation

/// One record of the event stream Swift Testing writes with `--event-stream-output-path` and
/// `--event-stream-version 0`: one JSON object per line, documented in swift-testing's
/// `Documentation/ABI/JSON.md`, read as far as archbench reads it.
///
/// A record is a test (`kind` `test`, its payload's kind `function` or `suite`) or an event
/// (`kind` `event`: `testStarted`, `testCaseStarted`, `issueRecorded`, `runEnded`, …). Coverage
/// tallies a run's tests and failures from these records, SpecConformance its scenarios; both
/// read them here, so that the layout is written down once.
///
/// ```swift
/// for record in EventRecord.records(in: stream) where record.kind == "event" {
///   if record.payload.kind == "runEnded" { print("the run ended") }
/// }
/// ```
public struct EventRecord: Sendable, Equatable, Decodable {
  /// `test` or `event`.
  public var kind: String
  public var payload: Payload

  public init(kind: String, payload: Payload) {
    self.kind = kind
    self.payload = payload
  }

  /// The records of `stream`, one per line, in order.
  ///
  /// A line that does not decode is not ours to judge (a newer record kind, a line cut short by
  /// a crash): it is skipped.
  public static func records(in stream: String) -> [EventRecord] {
    let decoder = JSONDecoder()
    return stream.split(whereSeparator: \.isNewline).compactMap { line in
      try? decoder.decode(EventRecord.self, from: Data(line.utf8))
    }
  }
}
