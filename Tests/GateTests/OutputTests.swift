import Foundation
import Gate
import Reports
import Testing

@Suite("Check outputs")
struct OutputTests {
  static let comparison = Comparison(
    baseline: [
      GateMetric(
        id: "production.files", architecture: "mvp", kind: .exact, direction: .lowerIsBetter, value: 34, unit: "files"),
      GateMetric(
        id: "coverage.unit.lines", architecture: "mvp", kind: .coverage, direction: .higherIsBetter, value: 93.1,
        unit: "%"),
      GateMetric(
        id: "latency.ratio.geomean", architecture: "mvp", kind: .timing, direction: .lowerIsBetter, value: 1.4,
        unit: "×ref"),
    ],
    now: [
      GateMetric(
        id: "production.files", architecture: "mvp", kind: .exact, direction: .lowerIsBetter, value: 35, unit: "files"),
      GateMetric(
        id: "coverage.unit.lines", architecture: "mvp", kind: .coverage, direction: .higherIsBetter, value: 93.0,
        unit: "%"),
      GateMetric(
        id: "latency.ratio.geomean", architecture: "mvp", kind: .timing, direction: .lowerIsBetter, value: 1.47,
        unit: "×ref"),
    ],
    thresholds: .defaults)

  @Test("the table: metric, architecture, baseline, now, change, verdict, and a summary")
  func table() {
    #expect(
      CheckRenderer.table(Self.comparison) == """
        metric                 architecture  baseline    now   change  verdict
        coverage.unit.lines    mvp               93.1   93.0  -0.1 pt  UNCHANGED
        latency.ratio.geomean  mvp              1.400  1.470   +5.0 %  UNCHANGED
        production.files       mvp                 34     35       +1  REGRESSED

        3 metrics: 1 regressed, 0 removed, 0 improved, 0 added, 2 unchanged. REGRESSION (exit 2)

        """)
  }

  @Test("Markdown for a job summary lists only what changed")
  func markdown() {
    #expect(
      CheckRenderer.markdown(Self.comparison) == """
        ## archbench check

        3 metrics: 1 regressed, 0 removed, 0 improved, 0 added, 2 unchanged. REGRESSION (exit 2)

        | metric | architecture | baseline | now | change | verdict |
        | --- | --- | ---: | ---: | ---: | --- |
        | production.files | mvp | 34 | 35 | \\+1 | REGRESSED |

        """)
  }

  @Test("github-action-benchmark's customSmallerIsBetter: smaller is better for every entry")
  func githubBenchmark() throws {
    let json = try CheckRenderer.githubBenchmark(Self.comparison.rows.map(\.metric))
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(
      entries.map { $0["name"] as? String } == [
        "mvp coverage.unit.lines (uncovered)", "mvp latency.ratio.geomean", "mvp production.files",
      ])
    #expect(entries.map { $0["value"] as? Double } == [7.0, 1.47, 35])
    #expect(entries.allSatisfy { $0["unit"] is String })
  }

  @Test("JUnit: a suite per architecture, a failure where a scenario failed, names escaped")
  func junit() {
    let matrix = ConformanceMatrix(
      scenarios: ["login.success", "a<b>"], architectures: ["MVC", "MVP"],
      results: ["login.success": ["MVC": .pass, "MVP": .fail], "a<b>": ["MVC": .pass]])
    #expect(
      JUnitRenderer.render(matrix) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="conformance" tests="4" failures="1">
          <testsuite name="MVC" tests="2" failures="0" skipped="0">
            <testcase classname="conformance.MVC" name="login.success"/>
            <testcase classname="conformance.MVC" name="a&lt;b&gt;"/>
          </testsuite>
          <testsuite name="MVP" tests="2" failures="1" skipped="1">
            <testcase classname="conformance.MVP" name="login.success">
              <failure message="login.success failed on MVP"/>
            </testcase>
            <testcase classname="conformance.MVP" name="a&lt;b&gt;"><skipped/></testcase>
          </testsuite>
        </testsuites>

        """)
  }
}
