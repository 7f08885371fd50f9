import Foundation

/// Builds the conformance matrix from a Swift Testing event stream (version 0) of the
/// conformance suite, as `archbench coverage` writes it to
/// `.build-coverage/archbench/conformance.events.jsonl`.
///
/// A scenario is a test function's display name (`login.success`); the architecture is
/// the first argument of each test case (`"MVC, true"` → `MVC`). A scenario fails for an
/// architecture when any of its cases for that architecture recorded an issue.
///
/// ```swift
/// let matrix = ConformanceEvents.matrix(from: jsonl, architectures: ["MVC", "MVP"])
/// ```
public enum ConformanceEvents {
  public static func matrix(from stream: String, architectures: [String]) -> ConformanceMatrix {
    var names: [String: String] = [:]
    var results: [String: [String: ConformanceMatrix.Result]] = [:]
    var started: [(String, String)] = []
    var failed: [(String, String)] = []
    for line in stream.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { continue }
      switch object["kind"] as? String {
      case "test":
        if payload["kind"] as? String == "function", let id = payload["id"] as? String {
          names[id] = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        }
      case "event":
        guard let testID = payload["testID"] as? String,
          let testCase = payload["_testCase"] as? [String: Any],
          let display = testCase["displayName"] as? String
        else { continue }
        let architecture = display.components(separatedBy: ", ").first ?? display
        switch payload["kind"] as? String {
        case "testCaseStarted": started.append((testID, architecture))
        case "issueRecorded": failed.append((testID, architecture))
        default: break
        }
      default: continue
      }
    }
    for (id, architecture) in started {
      let scenario = names[id] ?? id
      results[scenario, default: [:]][architecture] = results[scenario]?[architecture] ?? .pass
    }
    for (id, architecture) in failed { results[names[id] ?? id, default: [:]][architecture] = .fail }
    return ConformanceMatrix(scenarios: results.keys.sorted(), architectures: architectures, results: results)
  }
}
