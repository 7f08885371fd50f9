import ExercisesModel
import Testing

@testable import Reports

@Suite("Extensibility in the report")
struct ExtensibilityTests {
  static let report = ExtensibilityReport(
    architectures: [.init(id: "mvc", name: "MVC"), .init(id: "viper", name: "VIPER")],
    entries: [
      .init(
        exercise: "e", title: "Exercise E",
        costs: [
          "mvc": ChangeCost(filesTouched: 2, linesAdded: 10, linesRemoved: 2),
          "viper": ChangeCost(filesTouched: 4, linesAdded: 30, linesRemoved: 4),
        ],
        unsolved: [
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: false, message: "no"),
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "viper", passed: false, message: "no"),
        ],
        solved: [
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "mvc", passed: true),
          ScenarioResult(exercise: "e", scenario: "e.a", architecture: "viper", passed: true),
        ])
    ], commit: "abcdef0123456789abcdef0123456789abcdef01")

  @Test("the README's extensibility section holds the table, or says it was not measured")
  func section() {
    var data = Fixtures.data()
    #expect(MarkdownOutput.extensibilitySection(data).contains("_Not measured in this run._"))
    data.extensibility = Self.report
    let section = MarkdownOutput.extensibilitySection(data)
    #expect(section.contains("| Exercise E | 2 · +10 −2 | 4 · +30 −4 |"))
    #expect(section.contains { $0.contains("samples of commit abcdef0") })
  }

  @Test("the change cost per architecture is the mean per exercise, and feeds Maintainability")
  func figures() throws {
    let mvc = try #require(ChangeCostFigures(architecture: "mvc", in: Self.report))
    #expect(mvc == ChangeCostFigures(exercises: 1, meanFilesTouched: 2, meanLinesChanged: 12, allProven: true))
    #expect(ChangeCostFigures(architecture: "redux", in: Self.report) == nil)
    var metrics = Fixtures.data().architectures[0]
    metrics.changeCost = mvc
    // −(2 files + 12 lines / 10)
    #expect(Criterion.maintainability.evidence(for: metrics) == -3.2)
    metrics.changeCost = nil
    #expect(Criterion.maintainability.evidence(for: metrics) == nil)
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
    #expect(report.markdownTable.contains("| Exercise E | 2 · +10 −2 | 4 · +30 −4 | no reference solution |"))
    #expect(report.markdownTable.contains("| **Total** | **2 · +10 −2** | **4 · +30 −4** | **–** |"))
    #expect(ChangeCostFigures(architecture: "hexagonal", in: report) == nil)
    #expect(ChangeCostFigures(architecture: "mvc", in: report)?.allProven == true)
  }
}
