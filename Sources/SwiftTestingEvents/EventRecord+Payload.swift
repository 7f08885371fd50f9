import Foundation

extension EventRecord {
  /// A record's payload: a test's description or an event's. Each field is read on its own, and
  /// one of another shape than expected reads as absent, so that what one reader needs never
  /// makes a record vanish for another.
  ///
  /// ```swift
  /// let payload = EventRecord.records(in: line)[0].payload
  /// payload.kind    // "issueRecorded"
  /// payload.testID  // "MVCTests.SessionTests/logIn()/SessionTests.swift:12:4"
  /// ```
  public struct Payload: Sendable, Equatable, Decodable {
    /// The test's kind (`function`, `suite`) or the event's (`testStarted`, `issueRecorded`, …).
    public var kind: String?
    /// A test's identifier, in a `test` record.
    public var id: String?
    public var name: String?
    public var displayName: String?
    /// The test an event belongs to.
    public var testID: String?
    public var isParameterized: Bool?
    /// The test case an event belongs to: one set of a parameterized test's arguments.
    public var testCase: TestCase?
    public var issue: Issue?
    public var messages: [Message]?

    public init(
      kind: String? = nil, id: String? = nil, name: String? = nil, displayName: String? = nil, testID: String? = nil,
      isParameterized: Bool? = nil, testCase: TestCase? = nil, issue: Issue? = nil, messages: [Message]? = nil
    ) {
      self.kind = kind
      self.id = id
      self.name = name
      self.displayName = displayName
      self.testID = testID
      self.isParameterized = isParameterized
      self.testCase = testCase
      self.issue = issue
      self.messages = messages
    }

    enum CodingKeys: String, CodingKey {
      case kind, id, name, displayName, testID, isParameterized, issue, messages
      case testCase = "_testCase"
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func field<Value: Decodable>(_ key: CodingKeys) -> Value? {
        (try? container.decodeIfPresent(Value.self, forKey: key)) ?? nil
      }
      kind = field(.kind)
      id = field(.id)
      name = field(.name)
      displayName = field(.displayName)
      testID = field(.testID)
      isParameterized = field(.isParameterized)
      testCase = field(.testCase)
      issue = field(.issue)
      messages = field(.messages)
    }
  }

  /// One set of a parameterized test's arguments, as its display name shows them (`"MVC, true"`).
  public struct TestCase: Sendable, Equatable, Decodable {
    public var displayName: String?

    public init(displayName: String?) {
      self.displayName = displayName
    }
  }

  /// An issue a test recorded: a failed expectation, a thrown error, or a known issue.
  public struct Issue: Sendable, Equatable, Decodable {
    /// A known issue (`withKnownIssue`) is no failure.
    public var isKnown: Bool?
    public var sourceLocation: SourceLocation?

    public init(isKnown: Bool?, sourceLocation: SourceLocation? = nil) {
      self.isKnown = isKnown
      self.sourceLocation = sourceLocation
    }
  }

  /// Where an issue was recorded.
  ///
  /// ```swift
  /// EventRecord.SourceLocation(fileID: "TinyTests/TinyTests.swift", line: 8, column: 33).description
  /// // "TinyTests.swift:8:33"
  /// ```
  public struct SourceLocation: Sendable, Equatable, Decodable, CustomStringConvertible {
    public var fileID: String?
    public var line: Int
    public var column: Int

    public init(fileID: String?, line: Int, column: Int) {
      self.fileID = fileID
      self.line = line
      self.column = column
    }

    /// The file's name, line and column; `?` for a file the stream does not name.
    public var description: String {
      let file = fileID.map { ($0 as NSString).lastPathComponent } ?? "?"
      return "\(file):\(line):\(column)"
    }
  }

  /// A message of an event, e.g. an issue's `Expectation failed: …`.
  public struct Message: Sendable, Equatable, Decodable {
    public var text: String

    public init(text: String) {
      self.text = text
    }
  }
}
