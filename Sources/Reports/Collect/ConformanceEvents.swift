import SpecConformance

/// Builds the conformance matrix from a Swift Testing event stream (version 0) of the
/// conformance suite, as `archbench coverage` writes it to
/// `.build-coverage/archbench/conformance.events.jsonl`; `SpecConformance.ConformanceStream`
/// reads it, as it does for `archbench conformance`.
///
/// A scenario fails for an architecture when any of its cases for that architecture recorded an issue.
///
/// ```swift
/// let matrix = ConformanceEvents.matrix(from: jsonl, architectures: ["MVC", "MVP"])
/// ```
public enum ConformanceEvents {
  public static func matrix(from stream: String, architectures: [String]) -> ConformanceMatrix {
    var results: [String: [String: ConformanceMatrix.Result]] = [:]
    for testCase in ConformanceStream.cases(from: stream) {
      let failed = !testCase.issues.isEmpty || results[testCase.scenario]?[testCase.architecture] == .fail
      results[testCase.scenario, default: [:]][testCase.architecture] = failed ? .fail : .pass
    }
    return ConformanceMatrix(scenarios: results.keys.sorted(), architectures: architectures, results: results)
  }
}
