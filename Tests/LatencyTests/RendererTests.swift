import Foundation
import Testing

@testable import Latency
@testable import LatencyModel

/// Each format's exact output for a fixed report.
@Suite("Renderers")
struct RendererTests {
  @Test func table() throws {
    #expect(
      try LatencyReportRenderer.render(ReportFixtures.sample, as: .text) == """
        archbench latency
        release build, 2 iterations per step and size, 1 warm-up, seed 42, sizes 10, 100
        started 2026-11-22T01:00:00Z, took 12.3 s on 2 processors; load average 0.50 0.25 1.00 at start, 0.75 0.30 1.00 at end
        allocations: malloc calls per dispatch on the main queue, counted exactly by the malloc interposer
        harness overhead (no-op injection + settle loop, 2 iterations, not subtracted): p50 4.1 µs, p90 5.0 µs, p99 6.0 µs, max 6.1 µs, 3 allocations

        step                 N  subject     p50 µs   p90 µs   p99 µs   max µs   ×ref  allocs  views  updates  >16.7ms %  >8.3ms %
        1 login.keystroke    8  Reference     52.3    104.7    157.0    209.4   1.00      40      –      3.5        0.0      50.0
        1 login.keystroke    8  MVC           61.0    122.0    183.0    244.0   1.17      40      2      3.5        0.0      50.0
        6 list.search       10  Reference    100.0    200.0    300.0    400.0   1.00      40      –      3.5        0.0      50.0
        6 list.search       10  MVC          150.0    300.0    450.0    600.0   1.50       –      2      3.5        0.0      50.0
        6 list.search      100  Reference   1000.0   2000.0   3000.0   4000.0   1.00      40      –      3.5        0.0      50.0
        6 list.search      100  MVC        15000.0  30000.0  45000.0  60000.0  15.00      40      2      3.5        0.0      50.0
        p50…max: from injecting the event to the tree settling; ×ref: p50 over the p50 of the reference on the same toolkit (for a toolkit's reference, of the toolkit-free floor);
        allocs: heap allocations per dispatch (median); views: views brought up to date per dispatch (median):
        SwiftUI bodies evaluated, or UIKit views and controllers marked for display; updates: tree elements changed per event (mean);
        >16.7ms / >8.3ms: share of events over a 60 Hz / 120 Hz frame.

        Scaling
        subject    step         p50 µs N=10  p50 µs N=100  slope
        Reference  list.search        100.0        1000.0   1.00
        MVC        list.search        150.0       15000.0   2.00  SUPER-LINEAR
        slope: least-squares fit of log p50 against log N (1 linear, 2 quadratic); over 1.2 is flagged SUPER-LINEAR.

        Failures
        viper list.live N=10: unexpected outcome: x, y

        """)
  }

  @Test func markdown() throws {
    #expect(
      try LatencyReportRenderer.render(ReportFixtures.sample, as: .markdown) == """
        ## archbench latency

        - release build, 2 iterations per step and size, 1 warm-up, seed 42, sizes 10, 100
        - started 2026-11-22T01:00:00Z, took 12.3 s on 2 processors; load average 0.50 0.25 1.00 at start, 0.75 0.30 1.00 at end
        - allocations: malloc calls per dispatch on the main queue, counted exactly by the malloc interposer
        - harness overhead (no-op injection + settle loop, 2 iterations, not subtracted): p50 4.1 µs, p90 5.0 µs, p99 6.0 µs, max 6.1 µs, 3 allocations

        | step | N | subject | p50 µs | p90 µs | p99 µs | max µs | ×ref | allocs | views | updates | &gt;16.7ms % | &gt;8.3ms % |
        | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
        | 1 login.keystroke | 8 | Reference | 52.3 | 104.7 | 157.0 | 209.4 | 1.00 | 40 | – | 3.5 | 0.0 | 50.0 |
        | 1 login.keystroke | 8 | MVC | 61.0 | 122.0 | 183.0 | 244.0 | 1.17 | 40 | 2 | 3.5 | 0.0 | 50.0 |
        | 6 list.search | 10 | Reference | 100.0 | 200.0 | 300.0 | 400.0 | 1.00 | 40 | – | 3.5 | 0.0 | 50.0 |
        | 6 list.search | 10 | MVC | 150.0 | 300.0 | 450.0 | 600.0 | 1.50 | – | 2 | 3.5 | 0.0 | 50.0 |
        | 6 list.search | 100 | Reference | 1000.0 | 2000.0 | 3000.0 | 4000.0 | 1.00 | 40 | – | 3.5 | 0.0 | 50.0 |
        | 6 list.search | 100 | MVC | 15000.0 | 30000.0 | 45000.0 | 60000.0 | 15.00 | 40 | 2 | 3.5 | 0.0 | 50.0 |

        p50…max: from injecting the event to the tree settling; ×ref: p50 over the p50 of the reference on the same toolkit (for a toolkit's reference, of the toolkit-free floor); allocs: heap allocations per dispatch (median); views: views brought up to date per dispatch (median): SwiftUI bodies evaluated, or UIKit views and controllers marked for display; updates: tree elements changed per event (mean); >16.7ms / >8.3ms: share of events over a 60 Hz / 120 Hz frame.

        ### Scaling

        | subject | step | p50 µs N=10 | p50 µs N=100 | slope |  |
        | --- | --- | ---: | ---: | ---: | --- |
        | Reference | list.search | 100.0 | 1000.0 | 1.00 |  |
        | MVC | list.search | 150.0 | 15000.0 | 2.00 | SUPER-LINEAR |

        slope: least-squares fit of log p50 against log N (1 linear, 2 quadratic); over 1.2 is flagged SUPER-LINEAR.

        ### Failures

        - viper list.live N=10: unexpected outcome: x, y

        """)
  }

  @Test func csv() throws {
    let lines = [
      "subject,step,step_number,events,fixture,iterations,p50_ns,p90_ns,p99_ns,max_ns,min_ns,mean_ns,ratio_to_reference,allocations_median,allocations_mean,allocations_min,allocations_max,element_updates_mean,renders_mean,view_updates_median,over_16_7ms,over_8_3ms,toolkit,reference,ratio_to_floor,over_100ms,stale_frames_mean,inconsistent_settles_mean,stale_values_mean",
      "reference,login.keystroke,1,8,standard,2,52345,104690,157035,209380,26172,52345.0,1.0000,40,40.00,40,40,3.50,1.00,,0.0000,0.5000,,reference,1.0000,,,,",
      "mvc,login.keystroke,1,8,standard,2,61000,122000,183000,244000,30500,61000.0,1.1653,40,40.00,40,40,3.50,1.00,2,0.0000,0.5000,,reference,1.1653,,,,",
      "reference,list.search,6,10,generated,2,100000,200000,300000,400000,50000,100000.0,1.0000,40,40.00,40,40,3.50,1.00,,0.0000,0.5000,,reference,1.0000,,,,",
      "mvc,list.search,6,10,generated,2,150000,300000,450000,600000,75000,150000.0,1.5000,,,,,3.50,1.00,2,0.0000,0.5000,,reference,1.5000,,,,",
      "reference,list.search,6,100,generated,2,1000000,2000000,3000000,4000000,500000,1000000.0,1.0000,40,40.00,40,40,3.50,1.00,,0.0000,0.5000,,reference,1.0000,,,,",
      "mvc,list.search,6,100,generated,2,15000000,30000000,45000000,60000000,7500000,15000000.0,15.0000,40,40.00,40,40,3.50,1.00,2,0.0000,0.5000,,reference,15.0000,,,,",
    ]

    #expect(try LatencyReportRenderer.render(ReportFixtures.sample, as: .csv) == lines.map { $0 + "\n" }.joined())
  }

  @Test func jsonIsTheSavedReport() throws {
    let json = try LatencyReportRenderer.render(ReportFixtures.sample, as: .json)

    #expect(json == String(decoding: try ReportFixtures.sample.json(), as: UTF8.self) + "\n")
    #expect(try LatencyReport(json: Data(json.utf8)) == ReportFixtures.sample)
  }

  @Test func agreement() {
    let first = ReportFixtures.sample
    var second = ReportFixtures.sample
    second.measurements[1].latency.p50 = 70_000
    second.measurements[1].ratioToReference = 70_000.0 / 52_345
    second.measurements[3].ratioToReference = 1.6
    second.measurements[2].allocations?.total = 81
    second.measurements[4].allocations?.median = 41

    let output = AgreementRenderer.render(RunAgreement(first: first, second: second), first: first, second: second)

    #expect(
      output == """
        Run-to-run agreement
        first:  started 2026-11-22T01:00:00Z, load average 0.50 0.25 1.00 → 0.75 0.30 1.00
        second: started 2026-11-22T01:00:00Z, load average 0.50 0.25 1.00 → 0.75 0.30 1.00

        subject    step               N  p50 µs 1st  p50 µs 2nd  Δ p50 %  within 10 %  Δ ×ref %  allocs median  Δ allocs total
        reference  login.keystroke    8        52.3        52.3     +0.0  yes                 –  identical                   0
        mvc        login.keystroke    8        61.0        70.0    +14.8  NO              +14.8  identical                   0
        reference  list.search       10       100.0       100.0     +0.0  yes                 –  identical                  +1
        mvc        list.search       10       150.0       150.0     +0.0  yes              +6.7  –                           –
        reference  list.search      100      1000.0      1000.0     +0.0  yes                 –  DIFFERENT                   0
        mvc        list.search      100     15000.0     15000.0     +0.0  yes              +0.0  identical                   0

        p50 within 10.0 %: 5 of 6
        ratio to the reference within 10.0 %: 2 of 3
        median allocations per dispatch identical: 4 of 5
        total allocations identical: 4 of 5

        """)
  }

  @Test func aStepWhoseEventIsAServerChangeGetsS5sCriteria() throws {
    var live = ReportFixtures.measurement(
      subject: "mvc", step: "list.burst.10", events: 100, p50: 20_000_000, number: 11)
    live.realtime = RealtimeFigures(
      nanoseconds: [10_000_000, 40_000_000, 120_000_000, 5_000_000], inconsistentSettles: [0, 1, 2, 1],
      staleValues: [0, 3, 6, 3])
    let report = ReportFixtures.report(measurements: [live])

    let markdown = try LatencyReportRenderer.render(report, as: .markdown)

    #expect(
      markdown.contains(
        """
        ### Realtime (S5's criteria)

        | step | N | subject | mean µs | p99 µs | &gt;16.7 ms % | &gt;100 ms % | stale frames | inconsistent settles | stale values |
        | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
        | 11 list.burst.10 | 100 | MVC | 20000.0 | 60000.0 | 50.0 | 25.0 | 2.25 | 1.0 | 3.0 |
        """))
    #expect(try LatencyReportRenderer.render(report, as: .text).contains("Realtime (S5's criteria)\n"))
    #expect(try LatencyReportRenderer.render(report, as: .csv).hasSuffix(",0.2500,2.25,1.00,3.00\n"))
  }

  @Test func deadlinesAreNamedInMilliseconds() {
    #expect(RealtimeDeadline.all.map(RealtimeDeadline.name) == ["16.7 ms", "100 ms"])
  }
}
