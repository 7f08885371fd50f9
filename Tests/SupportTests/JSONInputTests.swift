import Foundation
import Testing

@testable import Support

/// Issue 44 L3–L5: a file archbench reads that is empty, a folder, or holds a number of the
/// wrong kind is named with what is wrong, not called missing or invalid JSON.
@Suite("JSON input, what is wrong with it")
struct JSONInputTests {
  struct Limits: Decodable {
    var cyclomatic: Int
    var distance: Double?

    enum CodingKeys: String, CodingKey { case cyclomatic, distance }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      cyclomatic = try container.decodeWholeNumber(forKey: .cyclomatic, in: 0...100)
      distance = try container.decodeIfPresent(Double.self, forKey: .distance)
    }
  }

  struct File: Decodable { var scan: Limits }

  struct Typed: Decodable {
    var count: Int
    var names: [String]
    var flag: Bool
  }

  static func typedProblem(_ json: String) -> String {
    do {
      _ = try JSONDecoder().decode(Typed.self, from: Data(json.utf8))
      return "decoded"
    } catch {
      return JSONProblem.describe(error)
    }
  }

  func problem(_ json: String) -> String {
    let data = Data(json.utf8)
    do {
      _ = try JSONDecoder().decode(File.self, from: data)
      return "decoded"
    } catch {
      return JSONProblem.describe(error, in: data)
    }
  }

  @Test("a whole number's key says what it holds and what it takes: 1.5, 1e19, 2^63, -1, a string")
  func wholeNumbers() {
    #expect(
      problem(#"{"scan": {"cyclomatic": 1.5}}"#) == "scan.cyclomatic is 1.5, expected a whole number from 0 to 100")
    #expect(
      problem(#"{"scan": {"cyclomatic": 1e19}}"#)
        == "scan.cyclomatic is 10000000000000000000, expected a whole number from 0 to 100")
    #expect(
      problem(#"{"scan": {"cyclomatic": 9223372036854775808}}"#)
        == "scan.cyclomatic is 9223372036854775808, expected a whole number from 0 to 100")
    #expect(problem(#"{"scan": {"cyclomatic": -1}}"#) == "scan.cyclomatic is -1, expected a whole number from 0 to 100")
    #expect(problem(#"{"scan": {"cyclomatic": "3"}}"#) == "scan.cyclomatic is a string, expected an integer")
    #expect(problem(#"{"scan": {"cyclomatic": 7}}"#) == "decoded")
  }

  @Test("1e400 is valid JSON (RFC 8259 sets no range) that no Swift number holds: its key is named")
  func beyondADouble() {
    let expected = "scan.distance is 1e400: valid JSON, but out of the range a number can have here (about ±1.8e308)"
    #expect(problem(#"{"scan": {"cyclomatic": 3, "distance": 1e400}}"#) == expected)
    #expect(
      problem(#"{"scan": {"cyclomatic": 3, "distance": -1E+400}}"#).hasPrefix("scan.distance is -1E+400: valid JSON"))
    #expect(
      problem(#"{"scan": {"cyclomatic": 3, "distance": 1e-400}}"#).hasPrefix("scan.distance is 1e-400: valid JSON"))
    #expect(problem(#"{"scan": {"cyclomatic": 3, "distance": 0.5e1}"#) == "not valid JSON")
  }

  @Test("the scan finds a number's key through arrays, nested objects and escaped quotes")
  func keyPaths() {
    let scan = { (json: String) in
      JSONNumberScan.firstOutOfRange(in: Data(json.utf8)).map { "\($0.path)=\($0.literal)" }
    }
    #expect(scan(#"{"a\"b": [1, {"c": 2e999}]}"#) == #"a\"b[1].c=2e999"#)
    #expect(scan(#"[0, 1, [2, 3e400]]"#) == "[2][1]=3e400")
    #expect(scan(#"{"a": "1e400", "b": 1e308}"#) == nil)
    #expect(scan("1e400") == "=1e400")
    #expect(scan(#"{"a": 0e-999, "b": 0.0}"#) == nil)
  }

  @Test("a mismatch says what the key holds and what it takes")
  func mismatches() {
    let problem = { (json: String) in Self.typedProblem(json) }
    #expect(problem(#"{"count": "1", "names": [], "flag": true}"#) == "count is a string, expected an integer")
    #expect(problem(#"{"count": 1, "names": {}, "flag": true}"#) == "names is an object, expected an array")
    #expect(problem(#"{"count": 1, "names": [3], "flag": true}"#) == "names[0] is a number, expected a string")
    #expect(problem(#"{"count": 1, "names": [], "flag": 1}"#) == "flag is a number, expected true or false")
    #expect(problem(#"{"count": null, "names": [], "flag": true}"#) == "count is null, expected an integer")
  }

  @Test("a schemaVersion that is no whole number is not a supported version; a whole one is the caller's")
  func schemaVersions() throws {
    func version(_ json: String) throws -> SchemaVersion {
      try JSONDecoder().decode(SchemaVersion.Header.self, from: Data(json.utf8)).schemaVersion
    }
    #expect(
      try version(#"{"schemaVersion": 1.5}"#).refusal(supported: 1)
        == "schemaVersion 1.5 is not a supported version (1)")
    #expect(
      try version(#"{"schemaVersion": 1e30}"#).refusal(supported: 1)
        == "schemaVersion 1e+30 is not a supported version (1)")
    #expect(try version(#"{"schemaVersion": 1}"#).refusal(supported: 1) == nil)
    #expect(try version(#"{"schemaVersion": 7}"#).whole == 7)
    let quoted = Data(#"{"schemaVersion": "1"}"#.utf8)
    do {
      _ = try JSONDecoder().decode(SchemaVersion.Header.self, from: quoted)
      Issue.record("a string read as a version")
    } catch {
      #expect(SchemaVersion.headerProblem(error, in: quoted) == "schemaVersion is a string, expected an integer")
    }
  }

  @Test("an empty file, a folder and a missing file are told apart")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    func reason(_ path: String) -> String {
      do {
        _ = try InputFile.contents(of: path)
        return "read"
      } catch {
        return error.reason
      }
    }
    #expect(reason("/dev/null") == "is empty")
    #expect(reason(folder.path) == "is a folder")
    #expect(reason(folder.path + "/none.json") == "no such file")
    let empty = folder.url.appendingPathComponent("empty.json")
    try Data().write(to: empty)
    #expect(reason(empty.path) == "is empty")
    try Data("{}".utf8).write(to: empty)
    #expect(reason(empty.path) == "read")
  }
}
