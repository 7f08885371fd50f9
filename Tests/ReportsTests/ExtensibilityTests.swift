import ExercisesModel
import Testing

@testable import Reports

@Suite("Extensibility in the report")
struct ExtensibilityTests {
  static func cost(_ files: Int, _ added: Int, _ removed: Int, tests: Int, _ testAdded: Int) -> ChangeCost {
    ChangeCost(
      source: ChangeSize(filesTouched: files, linesAdded: added, linesRemoved: removed),
      tests: ChangeSize(filesTouched: tests, linesAdded: testAdded, linesRemoved: 0))
  }

  static let report = ExtensibilityReport(
    architectures: [.init(id: "mvc", name: "MVC"), .init(id: "viper", name: "VIPER")],
    entries: [
      .init(
        exercise: "e", title: "Exercise E",
        costs: ["mvc": cost(2, 10, 2, tests: 1, 20), "viper": cost(4, 30, 4, tests: 2, 45)],
        unsolved: [
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: false, message: "no"),
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "viper", passed: false, message: "no"),
        ],
        solved: [
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: true),
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "viper", passed: true),
        ]),
      .init(
        exercise: "f", title: "Exercise F",
        costs: ["mvc": cost(1, 4, 0, tests: 0, 0), "viper": cost(3, 12, 2, tests: 1, 9)],
        unsolved: [
          ScenarioResult(exercise: "f", scenario: "f.a", architecture: "mvc", passed: false, message: "no"),
          ScenarioResult(exercise: "f", scenario: "f.a", architecture: "viper", passed: false, message: "no"),
        ],
        solved: [
          ScenarioResult(exercise: "f", scenario: "f.a", architecture: "mvc", passed: true),
          ScenarioResult(exercise: "f", scenario: "f.a", architecture: "viper", passed: true),
        ]),
    ], commit: "abcdef0123456789abcdef0123456789abcdef01")

  @Test("the README's extensibility section holds the table, source and tests apart, or says it was not measured")
  func section() {
    var data = Fixtures.data()
    #expect(ReportMarkdownRenderer.extensibilitySection(data).contains("_Not measured in this run._"))
    data.extensibility = Self.report
    let section = ReportMarkdownRenderer.extensibilitySection(data)
    #expect(
      Array(section.suffix(9)) == [
        "| Exercise | Part | MVC | VIPER |",
        "| --- | --- | ---: | ---: |",
        "| Exercise E | source | 2 · +10 −2 | 4 · +30 −4 |",
        "| Exercise E | tests | 1 · +20 −0 | 2 · +45 −0 |",
        "| Exercise F | source | 1 · +4 −0 | 3 · +12 −2 |",
        "| Exercise F | tests | 0 · +0 −0 | 1 · +9 −0 |",
        "| **Total** | **source** | **3 · +14 −2** | **7 · +42 −6** |",
        "| **Total** | **tests** | **1 · +20 −0** | **3 · +54 −0** |",
        "",
      ])
    #expect(section.contains { $0.contains("samples of commit abcdef0") })
    #expect(section.contains { $0.contains("Maintainability scores the files the source rows touch") })
  }

  @Test("a failure that passed every rerun is published as flaky, one that reproduced as ✗, and neither scores")
  func flaky() throws {
    var report = Self.report
    report.entries[0].solved[0].passed = false
    report.entries[0].reruns = [
      ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: true),
      ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: true),
    ]
    report.entries[1].solved[1].passed = false
    report.entries[1].reruns = [
      ScenarioResult(exercise: "f", scenario: "f.a", architecture: "viper", passed: true),
      ScenarioResult(exercise: "f", scenario: "f.a", architecture: "viper", passed: false, message: "again"),
    ]
    #expect(report.entries[0].failureReproduced("mvc") == false)
    #expect(report.entries[0].failureReproduced("viper") == nil)
    #expect(report.entries[1].failureReproduced("viper") == true)
    var data = Fixtures.data()
    data.extensibility = report
    let section = ReportMarkdownRenderer.extensibilitySection(data)
    #expect(section.contains("| Exercise E | source | 2 · +10 −2 ⚠ flaky | 4 · +30 −4 |"))
    #expect(section.contains("| Exercise F | source | 1 · +4 −0 | 3 · +12 −2 ✗ |"))
    #expect(section.contains { $0.contains("2 of 4 solutions are proven; 1 failed once and did not reproduce.") })
    let csv = try #require(ReportCSVRenderer.extensibility(data))
    #expect(csv.contains("e,MVC,flaky,"))
    #expect(csv.contains("f,VIPER,no,"))
    #expect(ChangeCostFigures(architecture: "mvc", in: report)?.allProven == false)
  }

  @Test("the change cost per architecture is the mean per exercise, source and tests apart")
  func figures() throws {
    let mvc = try #require(ChangeCostFigures(architecture: "mvc", in: Self.report))
    #expect(
      mvc
        == ChangeCostFigures(
          exercises: 2, source: .init(meanFilesTouched: 1.5, meanLinesChanged: 8),
          tests: .init(meanFilesTouched: 0.5, meanLinesChanged: 10), allProven: true))
    #expect(ChangeCostFigures(architecture: "redux", in: Self.report) == nil)
  }

  @Test("Maintainability scores the source files touched only: more tests or lines never lower it")
  func maintainabilityScoresSource() throws {
    var metrics = Fixtures.data().architectures[0]
    let mvc = try #require(ChangeCostFigures(architecture: "mvc", in: Self.report))
    metrics.changeCost = mvc
    // 1.5 source files per change; the lines, which follow the code's size, are not scored.
    #expect(Criterion.maintainability.evidence(for: metrics) == 1.5)
    metrics.changeCost?.tests = .init(meanFilesTouched: 9, meanLinesChanged: 900)
    metrics.changeCost?.source.meanLinesChanged = 800
    #expect(Criterion.maintainability.evidence(for: metrics) == 1.5)
    metrics.changeCost = nil
    #expect(Criterion.maintainability.evidence(for: metrics) == nil)
    #expect(Criterion.maintainability.formula.hasPrefix("source files touched per change"))
  }

  @Test("extensibility.csv: a row per exercise and architecture, source and tests apart")
  func csv() throws {
    var data = Fixtures.data()
    #expect(ReportCSVRenderer.extensibility(data) == nil)
    data.extensibility = Self.report
    #expect(
      ReportCSVRenderer.extensibility(data) == """
        exercise,architecture,proven,source_files,source_lines_added,source_lines_removed,test_files,\
        test_lines_added,test_lines_removed
        e,MVC,yes,2,10,2,1,20,0
        e,VIPER,yes,4,30,4,2,45,0
        f,MVC,yes,1,4,0,0,0,0
        f,VIPER,yes,3,12,2,1,9,0

        """)
    let metrics = ReportCSVRenderer.render(Fixtures.data()).split(separator: "\n")
    #expect(
      metrics[0].hasSuffix(
        ",mean_source_files_touched,mean_source_lines_changed,mean_test_files_touched,mean_test_lines_changed"))
    #expect(metrics[1].hasSuffix(",2.20,31.40,1.00,24.60"))
  }

  @Test("a sample without reference solutions (added with archbench new) says so, and proves nothing wrong")
  func sampleWithoutSolutions() {
    var report = Self.report
    report.architectures.append(.init(id: "hexagonal", name: "Hexagonal"))
    report.entries[0].unsolved.append(
      ScenarioResult(exercise: "e", scenario: "e.a", architecture: "hexagonal", passed: false, message: "no"))
    report.entries[0].solved.append(
      ScenarioResult(exercise: "e", scenario: "e.a", architecture: "hexagonal", passed: false, message: "no"))

    #expect(!report.entries[0].hasSolution("hexagonal"))
    #expect(report.allProven)
    #expect(report.markdownTable.contains("| Exercise E | source | 2 · +10 −2 | 4 · +30 −4 | no reference solution |"))
    #expect(report.markdownTable.contains("| Exercise E | tests | 1 · +20 −0 | 2 · +45 −0 | no reference solution |"))
    #expect(report.markdownTable.contains("| **Total** | **source** | **3 · +14 −2** | **7 · +42 −6** | – |"))
    #expect(ChangeCostFigures(architecture: "hexagonal", in: report) == nil)
    #expect(ChangeCostFigures(architecture: "mvc", in: report)?.allProven == true)
  }
}
