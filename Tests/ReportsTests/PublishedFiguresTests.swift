import LatencyModel
import Testing

@testable import Reports

@Suite("Published figures and ours")
struct PublishedFiguresTests {
  typealias Fixture = PublishedFixtures

  @Test("S1's counts: Redux ÷ MVVM in the thesis's convention and ours, against its figures")
  func s1Counts() {
    let data = Fixture.data()
    #expect(
      Fixture.cells(data, "ch. 9.2", .thesisItems) == [
        "Redux ÷ MVVM: items, thesis-style: Swift files and their folders, production and tests", "S1, ch. 9.2",
        "MVVM 58 · Redux 110 · ×1.90", "MVVM 43 · Redux 80 · ×1.86", "MVVM 0.74 · Redux 0.73",
        "agrees: ×1.86 against ×1.90, 2 % lower", "–",
      ])
    #expect(Fixture.cells(data, "ch. 9.3", .codeLines)[5] == "disagrees: ×1.36 against ×1.61, 16 % lower")
    #expect(Fixture.cells(data, "ch. 9.3", .productionCodeLines)[5] == "disagrees: ×1.20 against ×1.61, 25 % lower")
    // The summary's "almost twice" as ×2: 80 / 43 and 2400 / 1700.
    #expect(Fixture.cells(data, "summary", .thesisItems)[5] == "agrees: ×1.86 against ×2.00, 7 % lower")
    #expect(Fixture.cells(data, "summary", .linesAsWritten)[5] == "disagrees: ×1.41 against ×2.00, 29 % lower")
  }

  @Test("S1's why, from the roles: State, Action and Reducer against ViewModel")
  func screenLogic() {
    let data = Fixture.data()
    #expect(
      Fixture.cells(data, "ch. 9.2", .screenLogicFiles) == [
        "Redux ÷ MVVM: production files in the roles of a screen's logic: State, Action, Reducer; ViewModel",
        "S1, ch. 9.2", "a state, actions and a reducer per screen against one view model · more",
        "MVVM 5 · Redux 15 · ×3.00", "–", "agrees: ×3.00, 200 % more", "–",
      ])
    // MVVM's app-wide State (20 lines) is not a screen's: 300 against 300.
    #expect(Fixture.cells(data, "ch. 9.2", .screenLogicLines)[5] == "disagrees: ×1.00, the same")
  }

  @Test("S1's testability and extension: coverage, platform-free share, evidence and change cost")
  func testabilityAndExtension() {
    let data = Fixture.data()
    #expect(Fixture.cells(data, "ch. 9.4", .unitLinePercent)[3] == "MVVM 80.0 · Redux 96.0 · ×1.20")
    #expect(Fixture.cells(data, "ch. 9.4", .unitLinePercent)[5] == "agrees: ×1.20, 20 % more")
    #expect(Fixture.cells(data, "ch. 9.4", .platformFreeShare)[5] == "agrees: ×2.00, 100 % more")
    #expect(Fixture.cells(data, "ch. 9.4", .testabilityEvidence)[3] == "MVVM 0.600 · Redux 0.880 · ×1.47")
    // "About equally well" as ×1: 2.3 / 2 on the boundary, 25 / 20 past it.
    #expect(Fixture.cells(data, "ch. 9.7", .changeCostFiles)[5] == "agrees: ×1.15 against ×1.00, 15 % higher")
    #expect(Fixture.cells(data, "ch. 9.7", .changeCostLines)[5] == "disagrees: ×1.25 against ×1.00, 25 % higher")
  }

  @Test("a claim of order: the least and the highest of S2's four UIKit-style samples")
  func order() {
    let data = Fixture.data()
    #expect(
      Fixture.cells(data, "ch. 4.1.4", .productionCodeLines) == [
        "MVC among MVC, MVP, MVVM (UIKit), VIPER: code lines, production", "S2, ch. 4.1.4",
        "Cocoa MVC has the least code · least", "MVC 500 · MVP 950 · MVVM (UIKit) 900 · VIPER 1200", "–",
        "agrees: MVC 500 is the least, 44 % below the next (MVVM (UIKit) 900)", "–",
      ])
    #expect(
      Fixture.cells(data, "ch. 4.1.4", .unitLinePercent)[5]
        == "disagrees: MVC 90.0 is not the least: MVP 85.0 is; MVC is 6 % above it")
    #expect(
      Fixture.cells(data, "ch. 4.1.4", .platformFreeShare)[5]
        == "agrees: MVC 0.200 is the least, 33 % below the next (MVVM (UIKit) 0.300)")
    // Five even roles hold all of VIPER's lines: 5; MVP's three hold 900 of its 950: 3 × 900 / 950 = 2.842.
    #expect(
      Fixture.cells(data, "ch. 4.1.7", .responsibilitiesEvidence)[5]
        == "agrees: VIPER 5.000 is the highest, 76 % above the next (MVP 2.842)")
    #expect(
      Fixture.cells(data, "ch. 4.1.7", .testabilityEvidence)[5]
        == "agrees: VIPER 0.825 is the highest, 22 % above the next (MVP 0.675)")
  }

  @Test(
    "an order agrees at the extreme, a tie included",
    arguments: [
      (1.0, [2.0, 3.0], Verdict.Expectation.least, true), (2.0, [2.0, 3.0], .least, true),
      (2.1, [2.0, 3.0], .least, false), (3.0, [2.0, 3.0], .highest, true), (2.9, [2.0, 3.0], .highest, false),
    ])
  func orderRule(subject: Double, others: [Double], expected: Verdict.Expectation, agrees: Bool) {
    #expect(Verdict(subject: subject, others: others, expected: expected).agrees == agrees)
  }

  @Test("a tie is named as one")
  func tie() throws {
    var data = Fixture.data()
    let mvp = try #require(data.architectures.firstIndex { $0.id == "mvp" })
    data.architectures[mvp].production.codeLines = 500
    #expect(
      Fixture.cells(data, "ch. 4.1.4", .productionCodeLines)[5] == "agrees: MVC 500 is the least, tied with MVP 500")
  }

  @Test("S2's ratios: MVP's ×2 with its note, its change cost, MVVM (UIKit) about as much as MVP, VIPER's more code")
  func s2Ratios() {
    let data = Fixture.data()
    let twice = Fixture.cells(data, "ch. 4.1.5", .productionCodeLines)
    #expect(twice[5] == "agrees: ×1.90 against ×2.00, 5 % lower")
    #expect(twice[6] == "S2 says it of its small Greeting code example, not of a whole app")
    #expect(Fixture.cells(data, "ch. 4.1.5", .changeCostFiles)[5] == "disagrees: ×1.50, 50 % more")
    #expect(Fixture.cells(data, "ch. 4.1.5", .changeCostLines)[5] == "agrees: ×0.80, 20 % fewer")
    #expect(
      Fixture.cells(data, "ch. 4.1.6", .productionCodeLines).prefix(6) == [
        "MVVM (UIKit) ÷ MVP: code lines, production", "S2, ch. 4.1.6", "MVVM has about as much code as MVP · ×1",
        "MVP 950 · MVVM (UIKit) 900 · ×0.95", "–", "agrees: ×0.95 against ×1.00, 5 % lower",
      ])
    // 1200 ÷ the mean of 500, 950 and 900.
    #expect(Fixture.cells(data, "ch. 4.1.7", .productionCodeLines)[5] == "agrees: ×1.53, 53 % more")
    #expect(Fixture.cells(data, "ch. 4.1.7", .protocols)[5] == "agrees: ×6.00, 500 % more")
    #expect(Fixture.cells(data, "ch. 4.1.7", .productionFiles)[5] == "disagrees: ×1.07, only 7 % more")
    #expect(Fixture.cells(data, "ch. 4.1.7", .codeLinesPerDeclaration)[5] == "agrees: ×0.60, 40 % fewer")
  }

  @Test("S2's scorecard: one row per architecture of PublishedOpinion, its total beside archbench's")
  func scorecard() {
    let rows = PublishedComparison(Fixture.data()).rows.filter { $0.claim.location == "ch. 4.1.8" }
    #expect(rows.map(\.claim.comparison) == PublishedOpinion.architectures.map { .figure($0) })
    let mvc = rows.first { $0.claim.comparison == .figure("mvc") }
    #expect(mvc.map { PublishedRenderer.verdict($0) } == "disagrees: 12.0 against 10, 20 % higher")
    let viper = rows.first { $0.claim.comparison == .figure("viper") }
    #expect(viper.map { PublishedRenderer.verdict($0) } == "agrees: 16.0 against 15, 7 % higher")
  }

  @Test("a behaviour, from the conformance matrix: shown in all samples, in some, or not measured")
  func behaviour() throws {
    var data = Fixture.data()
    #expect(
      Fixture.cells(data, "live room") == [
        "events the backend adds, changes or removes appear on the open list and the open detail without a refresh",
        "S3, live room", "messages arrive live on the open room's screen", "6 of 6 samples pass", "–",
        "shown in all six samples: tasks.liveAdded, tasks.liveUpdated, tasks.liveRemoved, tasks.liveRespectsFilter, "
          + "detail.liveUpdated, detail.liveRemoved, detail.liveKeepsReportForm, customer.liveEventChange",
        "S3's are chat messages in a room, archbench's the field-service app's events in its list and detail",
      ])
    #expect(
      Fixture.cells(data, "echo flaw")[5]
        == "shown in all six samples: report.optimisticCompletion, report.completedWithoutEcho, report.failureRollsBack"
    )
    #expect(
      Fixture.cells(data, "empty filter")[5] == "shown in all six samples: tasks.emptyState")
    var matrix = try #require(data.conformance)
    matrix.results["tasks.liveRemoved"]?["MVP"] = .fail
    data.conformance = matrix
    let live = Fixture.row(data, "live room")
    #expect(live?.verdict?.agrees == false)
    #expect(
      live.map { PublishedRenderer.verdict($0) } == "shown in 5 of 6 samples: tasks.liveAdded, tasks.liveUpdated, "
        + "tasks.liveRemoved, tasks.liveRespectsFilter, detail.liveUpdated, detail.liveRemoved, "
        + "detail.liveKeepsReportForm, customer.liveEventChange; not in MVP (tasks.liveRemoved)")
    matrix.results["tasks.emptyState"]?["MVC"] = nil
    data.conformance = matrix
    #expect(
      Fixture.cells(data, "empty filter")[5]
        == "not measured in this run: the conformance suite did not run every scenario")
    data.conformance = nil
    #expect(Fixture.row(data, "ch. 1.1 consistency")?.verdict == nil)
  }

  @Test(
    "a behaviour agrees when every sample shows it",
    arguments: [(9, 9, true), (8, 9, false), (0, 0, false)])
  func behaviourRule(passed: Int, total: Int, agrees: Bool) {
    #expect(Verdict(shownIn: passed, of: total).agrees == agrees)
  }

  @Test("a claim nothing here measures says why, and the latency rows say whether the run measured them")
  func notMeasurable() {
    var data = Fixture.data()
    let cost = Fixture.row(data, "ch. 1.1 cost of the delay")
    #expect(cost?.verdict == nil)
    #expect(cost?.reason == "not measured in this run: the latency run was skipped")
    #expect(Fixture.cells(data, "ch. 9.11")[5].hasPrefix("not measurable here: archbench has one app of one size"))
    #expect(Fixture.cells(data, "FUN-005")[5] == "not measured in this run: the latency run was skipped")
    #expect(Fixture.cells(data, "Core Data")[5].contains("Core Data does not exist on Linux"))
    #expect(
      Fixture.cells(data, "ch. 1.1 deadline misses")[5] == "not measured in this run: the latency run was skipped")
    data.latency = Fixtures.latency()
    #expect(
      Fixture.cells(data, "ch. 1.1 deadline misses")[5].hasPrefix(
        "measured in the latency run, not here: the share of server changes (detail.live, list.live, "
          + "list.burst.1/10/100) whose delay is over the next 60 Hz frame and over 100 ms"))
    #expect(
      Fixture.cells(data, "ch. 1.1 cost of the delay")[5].hasPrefix(
        "measured in the latency run, not here: the whole 60 Hz frames a stale value stayed on screen"))
    // The fixture's run has no start-up steps.
    #expect(Fixture.cells(data, "FUN-005")[5].hasPrefix("not measured in this run: no app.launch or app.relaunch of"))
  }

  @Test("S4's start-up requirement: met when every sample's p99 of app.launch and app.relaunch is within 4 s")
  func startUpRequirement() throws {
    var data = Fixture.data()
    var latency = Fixtures.latency()
    for (index, architecture) in data.architectures.enumerated() {
      for (step, p99) in [("app.launch", 90_000 + index), ("app.relaunch", 400_000 + index * 10_000)] {
        latency.measurements.append(
          LatencyModel.Measurement(
            subject: architecture.id, subjectName: architecture.name, step: step, stepNumber: 12, events: 8,
            fixture: "standard", iterations: 10,
            latency: LatencyDistribution(p50: 1, p90: 1, p99: UInt64(p99), max: UInt64(p99), min: 1, mean: 1),
            ratioToReference: nil, allocations: nil, elementUpdates: CountDistribution(counts: [1]),
            renders: CountDistribution(counts: [1]), frameBudgetMisses: FrameBudgetMisses(over16ms: 0, over8ms: 0)))
      }
    }
    data.latency = latency
    let slowest = try #require(data.architectures.last)
    #expect(Fixture.row(data, "FUN-005")?.verdict?.agrees == true)
    #expect(
      Fixture.cells(data, "FUN-005")[3...5] == [
        "slowest p99 0.45 ms (\(slowest.name))", "–",
        "met by all six samples: p99 of app.launch and app.relaunch within 4 s",
      ])
    let index = try #require(latency.measurements.firstIndex { $0.subject == "mvc" && $0.step == "app.relaunch" })
    latency.measurements[index].latency.p99 = 4_000_000_001
    data.latency = latency
    #expect(Fixture.row(data, "FUN-005")?.verdict?.agrees == false)
    #expect(
      Fixture.cells(data, "FUN-005")[5]
        == "met by 5 of 6 samples: p99 of app.launch and app.relaunch within 4 s; not by MVC (app.relaunch)")
  }

  @Test("a row whose sample or figure was not measured says so and has no verdict")
  func notMeasured() {
    var data = Fixture.data()
    data.architectures.removeAll { $0.id == "redux" }
    data.architectures[0].production.folders = nil
    data.architectures[0].coverage = nil
    data.scorecard?.rows[1].scores = [:]
    let rows = PublishedComparison(data).rows
    #expect(rows.filter { $0.claim.source == "S1" }.allSatisfy { $0.verdict == nil })
    #expect(rows.filter { $0.claim.measure == .publishedCriteriaTotal }.allSatisfy { $0.verdict == nil })
    // A sample missing from the report is named by its id.
    #expect(
      Fixture.cells(data, "ch. 9.2", .productionFiles)[3...5] == [
        "MVVM 20", "–", "not measured in this run: no figure of redux",
      ])
    #expect(Fixture.cells(data, "ch. 9.4", .unitLinePercent)[5] == "not measured in this run: no figure of MVVM, redux")
  }

  /// Every claim of `/work/shared/published-figures.md`, by source and location.
  static let listedClaims = [
    ("S1", "ch. 9.2"), ("S1", "ch. 9.3"), ("S1", "ch. 9.4"), ("S1", "ch. 9.7"), ("S1", "ch. 9.11"),
    ("S1", "summary"), ("S2", "ch. 4.1.4"), ("S2", "ch. 4.1.5"), ("S2", "ch. 4.1.6"), ("S2", "ch. 4.1.7"),
    ("S2", "ch. 4.1.8"), ("S3", "FP2"), ("S3", "live room"), ("S3", "echo flaw"), ("S3", "empty filter"),
    ("S4", "FUN-005"), ("S4", "validation"), ("S5", "ch. 1.1 deadline misses"), ("S5", "ch. 1.1 average delay"),
    ("S5", "ch. 1.1 cost of the delay"), ("S5", "ch. 1.1 consistency"), ("S5", "Core Data"),
  ]

  @Test("every claim the published-figures list names has a row, with a verdict or a reason")
  func everyClaimHasARow() {
    let rows = PublishedComparison(Fixture.data()).rows
    for (source, location) in Self.listedClaims {
      #expect(rows.contains { $0.claim.source == source && $0.claim.location == location }, "\(source) \(location)")
    }
    #expect(Set(rows.map { "\($0.claim.source) \($0.claim.location)" }).count == Self.listedClaims.count)
    for row in rows { #expect(row.verdict != nil || row.reason != nil, "\(row.claim.location)") }
    // With every input measured, only the claims nothing here measures, and the latency run's, lack a verdict.
    let unjudged = rows.filter { $0.verdict == nil }.map(\.claim.location)
    #expect(
      unjudged == [
        "ch. 9.11", "FUN-005", "validation", "ch. 1.1 deadline misses", "ch. 1.1 average delay",
        "ch. 1.1 cost of the delay", "Core Data",
      ])
  }

  @Test("every claim names a listed source and a place in it that the references give")
  func everyClaimHasItsSource() {
    let references = PublishedRenderer.section(Fixture.data()).filter { $0.hasPrefix("- **") }
    #expect(references.count == 5)
    for claim in PublishedClaim.all {
      let source = PublishedSource.all.first { $0.id == claim.source }
      #expect(source != nil, "\(claim.published)")
      #expect(source?.locations.contains { $0.hasPrefix(claim.location) } == true, "\(claim.location)")
      #expect(references.contains { $0.hasPrefix("- **\(claim.source)** — ") })
    }
  }

  @Test("the references describe each source as it is, and attribute no convention a source does not state")
  func references() {
    for source in PublishedSource.all {
      let text =
        [source.title, source.heading, source.subject, source.convention].joined(separator: " ")
        + source.locations.joined(separator: " ")
      #expect(!text.contains("assets and folders included"), "\(source.id)")
      #expect(!text.contains("relays on UIKit"), "\(source.id)")
    }
    #expect(PublishedSource.s1.convention.hasPrefix("the thesis does not define what it counted as an item or a line"))
    #expect(PublishedSource.s3.subject.hasPrefix("a realtime chat over MQTT"))
    #expect(PublishedSource.s4.subject.hasPrefix("\"Relays\", an app for finding partners for relay races"))
    #expect(PublishedSource.s5.subject.contains("two UIKit MVC apps"))
  }

  @Test("the section: a table per source, in order, each row one line, then the references")
  func section() throws {
    let data = Fixture.data()
    let lines = PublishedRenderer.section(data)
    let headings = lines.filter { $0.hasPrefix("### ") }
    #expect(
      headings == [
        "### S1 — master's thesis: MVVM and Redux on SwiftUI, a field-service app built twice",
        "### S2 — master's thesis: Cocoa MVC, MVP, MVVM and VIPER, a UIKit app with RxSwift",
        "### S3 — bachelor's thesis: a realtime chat over MQTT",
        "### S4 — bachelor's thesis: \"Relays\", finding partners for relay races",
        "### S5 — bachelor's thesis: realtime databases in mobile apps", "### References",
      ])
    let tableRows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Claim |") && !$0.hasPrefix("| ---") }
    #expect(tableRows.count == PublishedClaim.all.count)
    #expect(tableRows.allSatisfy { $0.hasSuffix(" |") && !$0.contains("\n") })
    #expect(
      tableRows.contains(
        "| – | S5, Core Data | Core Data saves 50–70 % of model-layer code \\(quoting Apple\\) | – | – | not "
          + "measurable here: Core Data does not exist on Linux, and no sample uses a persistence framework to set "
          + "beside one without | – |"))
  }

  @Test("index.html's section: a table per source, then the references as a list")
  func html() {
    let html = PublishedRenderer.html(Fixture.data())
    #expect(
      html.hasPrefix(
        "<h2>Published figures and ours</h2><p class=\"muted\">Every claim of five studies (references below) "
          + "beside archbench&#39;s answer, measured from the samples of this report."))
    #expect(html.components(separatedBy: "<tr>").count - 1 == 5 + PublishedClaim.all.count)
    #expect(html.components(separatedBy: "<h3>").count - 1 == 6)
    #expect(
      html.contains(
        "<tr><td>VIPER ÷ the mean of MVC, MVP, MVVM (UIKit): protocols, production</td><td>S2, ch. 4.1.7</td>"
          + "<td>&quot;a large number of interfaces&quot; · more</td>"
          + "<td>MVC 0 · MVP 4 · MVVM (UIKit) 2 · VIPER 12 · ×6.00</td><td>–</td><td>agrees: ×6.00, 500 % more</td>"
          + "<td>–</td></tr>"))
    #expect(html.hasSuffix("</li></ul>"))
  }

  @Test("published.csv: every row, a verdict word and the one-line verdict or the reason")
  func csv() throws {
    let text = PublishedRenderer.csv(Fixture.data())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == "source,location,claim,published,ours,ours_value,claimed_value,verdict,difference_percent,verdict_text,note")
    #expect(lines.count == PublishedClaim.all.count + 2 && lines.last == "")
    #expect(
      lines.contains(
        "S1,ch. 9.3,\"Redux ÷ MVVM: code lines, production\",\"MVVM 1,313 · Redux 2,112 · ×1.61\","
          + "MVVM 1000 · Redux 1200 · ×1.20,1.200,1.609,disagrees,-25.4,\"disagrees: ×1.20 against ×1.61, 25 % "
          + "lower\","))
    #expect(
      lines.contains(
        "S2,ch. 4.1.4,\"MVC among MVC, MVP, MVVM (UIKit), VIPER: code lines, production\",Cocoa MVC has the least "
          + "code · least,MVC 500 · MVP 950 · MVVM (UIKit) 900 · VIPER 1200,500.000,least,agrees,-44.4,\"agrees: MVC "
          + "500 is the least, 44 % below the next (MVVM (UIKit) 900)\","))
    #expect(text.contains(",shown,0.0,shown in all six samples: tasks.emptyState,"))
    #expect(
      text.contains(
        ",no new log-in after the app is reopened,6 of 6 samples pass,,,shown,0.0,\"shown in all six samples: "
          + "session.keptAcrossLaunches, session.resumeInProgress, session.rejectedToken, session.resumeUnavailable, "
          + "session.logOutForgets\","))
  }

  @Test(
    "a claimed figure agrees within ±15 %, both ends included",
    arguments: [(2.3, true), (2.300_01, false), (1.7, true), (1.699_99, false), (2, true), (0.5, false)])
  func about(observed: Double, agrees: Bool) {
    #expect(Verdict(observed: observed, expected: .about(2)).agrees == agrees)
  }

  @Test(
    "more agrees from ×1.15, fewer up to ×0.85",
    arguments: [
      (1.15, Verdict.Expectation.more, true), (1.149_99, .more, false), (0.9, .more, false), (6, .more, true),
      (0.85, .fewer, true), (0.850_01, .fewer, false), (1.2, .fewer, false), (0.1, .fewer, true),
    ])
  func direction(observed: Double, expected: Verdict.Expectation, agrees: Bool) {
    #expect(Verdict(observed: observed, expected: expected).agrees == agrees)
  }

  @Test("S1's ratio boundary: ×1.61 exactly ±15 %")
  func thesisBoundary() {
    let claimed = 2112.0 / 1313
    #expect(Verdict(observed: claimed * 1.15, expected: .about(claimed)).agrees)
    #expect(Verdict(observed: claimed * 0.85, expected: .about(claimed)).agrees)
    #expect(!Verdict(observed: claimed * 1.151, expected: .about(claimed)).agrees)
    #expect(Verdict(observed: claimed * 0.75, expected: .about(claimed)).percent == 25)
  }
}
