import Foundation
import Support
import Testing

@Suite("JSON problems in a few words")
struct JSONProblemTests {
  struct Run: Decodable {
    var startedAt: String
    var counts: [Int]
  }

  struct File: Decodable { var runs: [Run] }

  func problem(_ json: String) -> String {
    do {
      _ = try JSONDecoder().decode(File.self, from: Data(json.utf8))
      return "decoded"
    } catch {
      return JSONProblem.describe(error)
    }
  }

  @Test func keyPathsReadAsInCodeWithIndicesInBrackets() {
    #expect(problem(#"{"runs": [{"counts": []}]}"#) == "missing runs[0].startedAt")
    #expect(
      problem(#"{"runs": [{"startedAt": "t", "counts": [1, "2"]}]}"#)
        == "runs[0].counts[1] is a string, expected an integer")
    #expect(problem(#"{"runs": 3}"#) == "runs is a number, expected an array")
    #expect(problem("{ \"runs") == "not valid JSON")
    #expect(problem("[]") == "not the JSON expected here")
  }
}
