/// How one architecture fares in the conformance suite: each SPEC.md scenario, passed, failed
/// with its first issue, or not run, under the section of SPEC.md that describes it.
///
/// ```swift
/// let report = ConformanceReport(architecture: "hexagonal", name: "Hexagonal", cases: cases, spec: spec)
/// report.failed  // 47
/// report.outcome  // .failed
/// ```
public struct ConformanceReport: Sendable, Equatable, Codable {
  /// What became of one scenario.
  public enum Result: String, Sendable, Codable {
    case pass
    case fail
    /// The run ended before the scenario ran, or the suite has no such test.
    case notRun = "not run"
  }

  public struct Scenario: Sendable, Equatable, Codable {
    public var scenario: String
    /// The section of SPEC.md that describes it; nil when SPEC.md does not name it.
    public var section: SpecSections.Section?
    public var result: Result
    /// The first issue's first line: the expectation with the element it queried and the value found.
    public var issue: String?
  }

  /// The architecture's id, as `--arch` takes it.
  public var architecture: String
  /// Its name, as the suite's test cases show it.
  public var name: String
  /// By SPEC.md's section, then in the order SPEC.md names them; scenarios it does not name come last.
  public var scenarios: [Scenario]

  /// An issue's text with each element proxy Swift Testing prints in full
  /// (`ElementProxy(driver: …, description: "text \"x\"", resolve: (Function))`) shown as its description (`text "x"`).
  static func readable(_ issue: String) -> String {
    issue.replacing(/ElementProxy\(driver: [^,]*, description: "((?:[^"\\]|\\.)*)", resolve: \(Function\)\)/) {
      $0.output.1.replacingOccurrences(of: "\\\"", with: "\"")
    }
  }

  public var passed: Int { scenarios.count { $0.result == .pass } }
  public var failed: Int { scenarios.count { $0.result == .fail } }
  public var notRun: Int { scenarios.count { $0.result == .notRun } }

  /// Every scenario SPEC.md names, with the cases of `name` from the suite's event stream.
  public init(architecture: String, name: String, cases: [ConformanceStream.ScenarioCase], spec: SpecSections) {
    self.architecture = architecture
    self.name = name
    let mine = cases.filter { $0.architecture == name }
    let unnamed = mine.map(\.scenario).filter { spec.section(of: $0) == nil }
    var seen: Set<String> = []
    let named = (spec.scenarios + unnamed).filter { seen.insert($0).inserted }.map { scenario in
      let runs = mine.filter { $0.scenario == scenario }
      let issue = runs.lazy.compactMap(\.issues.first).first.map(Self.readable)
      return Scenario(
        scenario: scenario, section: spec.section(of: scenario),
        result: runs.isEmpty ? .notRun : issue == nil ? .pass : .fail, issue: issue)
    }
    // A scenario SPEC.md names early may belong to a later section (`[detail.showsEvent]` in §3 is §4's).
    scenarios = named.enumerated().sorted {
      ($0.element.section?.number ?? .max, $0.offset) < ($1.element.section?.number ?? .max, $1.offset)
    }.map(\.element)
  }
}
