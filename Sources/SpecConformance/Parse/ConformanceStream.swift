import Foundation
import SwiftTestingEvents

/// Reads a Swift Testing event stream (version 0) of the conformance suite, record by record with
/// SwiftTestingEvents' ``EventRecord``: one test case per scenario and architecture, with the
/// issues it recorded.
///
/// A scenario is a test function's display name (`login.success`); the architecture is the
/// first argument of each test case (`"MVC, true"` → `MVC`). `archbench coverage` writes such a
/// stream for every architecture, `archbench conformance` for one; the report's conformance
/// matrix and the `conformance` command both read it here.
///
/// ```swift
/// let cases = ConformanceStream.cases(from: jsonl)
/// cases.first  // ScenarioCase(scenario: "login.showsForm", architecture: "MVC", issues: [])
/// ```
public enum ConformanceStream {
  /// One run of one scenario on one architecture (several for a scenario with more arguments).
  public struct ScenarioCase: Sendable, Equatable {
    public var scenario: String
    /// The architecture's name, as its test case shows it (`MVVM (UIKit)`).
    public var architecture: String
    /// The first line of each issue the case recorded, in order; known issues are left out.
    public var issues: [String]

    public init(scenario: String, architecture: String, issues: [String]) {
      self.scenario = scenario
      self.architecture = architecture
      self.issues = issues
    }
  }

  /// The cases in the order they started; a case that recorded an issue lists it.
  public static func cases(from stream: String) -> [ScenarioCase] {
    var names: [String: String] = [:]
    var cases: [ScenarioCase] = []
    var index: [String: Int] = [:]
    for record in EventRecord.records(in: stream) {
      let payload = record.payload
      switch (record.kind, payload.kind) {
      case ("test", "function"):
        if let id = payload.id { names[id] = payload.displayName ?? payload.name ?? id }
      case ("event", "testCaseStarted"), ("event", "issueRecorded"):
        guard let testID = payload.testID, let display = payload.testCase?.displayName else { continue }
        let architecture = display.components(separatedBy: ", ").first ?? display
        let key = testID + "\u{0}" + display
        if index[key] == nil {
          index[key] = cases.count
          cases.append(ScenarioCase(scenario: names[testID] ?? testID, architecture: architecture, issues: []))
        }
        if payload.kind == "issueRecorded", payload.issue?.isKnown != true, let slot = index[key] {
          let text = payload.messages?.first?.text ?? "an issue was recorded"
          cases[slot].issues.append(String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""))
        }
      default:
        continue
      }
    }
    return cases
  }

  /// Whether the stream has its `runEnded` record: a run that crashed or was stopped has none.
  public static func runEnded(in stream: String) -> Bool {
    EventRecord.records(in: stream).contains { $0.payload.kind == "runEnded" }
  }
}
