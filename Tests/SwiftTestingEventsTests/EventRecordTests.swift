import Testing

@testable import SwiftTestingEvents

/// The records as Swift Testing writes them (version 0), cut down; the readers' own tests
/// (CoverageTests' TestEventStreamTests, SpecConformanceTests' ConformanceStreamTests) hold
/// what each makes of them.
@Suite("Swift Testing's event records")
struct EventRecordTests {
  static let function =
    #"{"kind":"test","payload":{"displayName":"login.success","id":"T.S/f()/S.swift:7:4","isParameterized":true,"kind":"function","name":"f()","sourceLocation":{"column":4,"fileID":"T/S.swift","line":7}},"version":0}"#
  static let caseStarted =
    #"{"kind":"event","payload":{"_testCase":{"displayName":"MVC, true","id":"x"},"kind":"testCaseStarted","testID":"T.S/f()/S.swift:7:4"},"version":0}"#
  static let issue =
    #"{"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"_filePath":"/p/T/S.swift","column":33,"fileID":"T/S.swift","line":8}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"}],"testID":"T.S/f()/S.swift:7:4"},"version":0}"#
  static let runEnded = #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#

  @Test("a test, a test case's start, an issue and the run's end, each with the fields the readers use")
  func records() {
    let records = EventRecord.records(
      in: [Self.function, Self.caseStarted, Self.issue, Self.runEnded].joined(separator: "\n"))

    #expect(
      records == [
        EventRecord(
          kind: "test",
          payload: .init(
            kind: "function", id: "T.S/f()/S.swift:7:4", name: "f()", displayName: "login.success",
            isParameterized: true)),
        EventRecord(
          kind: "event",
          payload: .init(
            kind: "testCaseStarted", testID: "T.S/f()/S.swift:7:4", testCase: .init(displayName: "MVC, true"))),
        EventRecord(
          kind: "event",
          payload: .init(
            kind: "issueRecorded", testID: "T.S/f()/S.swift:7:4",
            issue: .init(isKnown: false, sourceLocation: .init(fileID: "T/S.swift", line: 8, column: 33)),
            messages: [.init(text: "Expectation failed: 1 == 2")])),
        EventRecord(kind: "event", payload: .init(kind: "runEnded", messages: [])),
      ])
  }

  @Test("a line that is not a record is skipped; blank lines and CRLF endings are no records")
  func undecodableLines() {
    let stream = ["not json at all", Self.runEnded, "", #"{"kind":"event"}"#, "{\"truncated\":", Self.runEnded]
      .joined(separator: "\r\n")

    #expect(EventRecord.records(in: stream).map(\.payload.kind) == ["runEnded", "runEnded"])
    #expect(EventRecord.records(in: "").isEmpty)
  }

  @Test("a field of another shape reads as absent and leaves the record and its other fields")
  func fieldOfAnotherShape() {
    let line =
      #"{"kind":"event","payload":{"_testCase":"not an object","issue":{"isKnown":"no"},"kind":"issueRecorded","testID":"T.S/f()"},"version":0}"#

    #expect(
      EventRecord.records(in: line)
        == [
          EventRecord(
            kind: "event", payload: .init(kind: "issueRecorded", testID: "T.S/f()"))
        ])
  }

  @Test("a source location names the file without its module, or ? when the stream names none")
  func sourceLocation() {
    #expect(
      EventRecord.SourceLocation(fileID: "TinyTests/TinyTests.swift", line: 8, column: 33).description
        == "TinyTests.swift:8:33")
    #expect(EventRecord.SourceLocation(fileID: nil, line: 1, column: 2).description == "?:1:2")
  }
}
