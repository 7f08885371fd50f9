import Exercises
import ExercisesModel
import Git
import Testing

@Suite("Change cost and the extensibility table")
struct ChangeCostTests {
  static let patch = """
    diff --git a/Samples/MVC/Sources/Login/LoginView.swift b/Samples/MVC/Sources/Login/LoginView.swift
    index 1111111..2222222 100644
    --- a/Samples/MVC/Sources/Login/LoginView.swift
    +++ b/Samples/MVC/Sources/Login/LoginView.swift
    @@ -1,3 +1,4 @@
     final class LoginView {
    -  let a = 1
    +  let a = 2
    +  let b = 3
     }
    diff --git a/Samples/MVC/Sources/Login/Rule.swift b/Samples/MVC/Sources/Login/Rule.swift
    new file mode 100644
    index 0000000..3333333
    --- /dev/null
    +++ b/Samples/MVC/Sources/Login/Rule.swift
    @@ -0,0 +1,2 @@
    +let minimum = 6
    +let message = "Use at least 6 characters."

    """

  @Test("a patch's cost: files touched and lines, in the architecture's folder only")
  func fromPatch() throws {
    let changes = try Repository.changes(inPatch: Self.patch)
    #expect(ChangeCost(changes, under: "Samples/MVC") == ChangeCost(filesTouched: 2, linesAdded: 4, linesRemoved: 1))
    #expect(ChangeCost(changes, under: "Samples/MVVM") == ChangeCost(filesTouched: 0, linesAdded: 0, linesRemoved: 0))
    #expect(ChangeCost(changes, under: "Samples/MVC").summary == "2 files, +4 −1")
  }

  @Test("text that is not a patch is reported as such")
  func notAPatch() {
    #expect {
      try Repository.changes(inPatch: "just words\n")
    } throws: { error in
      guard case GitError.patchDoesNotApply = error else { return false }
      return true
    }
  }

  static func report(provenMVC: Bool) -> ExtensibilityReport {
    let pass = ScenarioResult(exercise: "e", scenario: "e.one", architecture: "mvc", passed: true)
    let fail = ScenarioResult(exercise: "e", scenario: "e.one", architecture: "mvc", passed: false, message: "no")
    let viperFail = ScenarioResult(exercise: "e", scenario: "e.one", architecture: "viper", passed: false, message: "x")
    let viperPass = ScenarioResult(exercise: "e", scenario: "e.one", architecture: "viper", passed: true)
    return ExtensibilityReport(
      architectures: [.init(id: "mvc", name: "MVC"), .init(id: "viper", name: "VIPER")],
      entries: [
        .init(
          exercise: "e", title: "Exercise E",
          costs: [
            "mvc": ChangeCost(filesTouched: 2, linesAdded: 10, linesRemoved: 1),
            "viper": ChangeCost(filesTouched: 5, linesAdded: 30, linesRemoved: 4),
          ],
          unsolved: [fail, viperFail], solved: [provenMVC ? pass : fail, viperPass]),
        .init(
          exercise: "f", title: "Exercise F",
          costs: [
            "mvc": ChangeCost(filesTouched: 1, linesAdded: 3, linesRemoved: 0),
            "viper": ChangeCost(filesTouched: 3, linesAdded: 12, linesRemoved: 2),
          ],
          unsolved: [], solved: []),
      ], commit: String(repeating: "a", count: 40))
  }

  @Test("the table: a cell per exercise and architecture, totals, and ✗ where a solution is not proven")
  func table() {
    #expect(
      ExerciseOutput.extensibilityTable(Self.report(provenMVC: false)) == [
        "| Exercise | MVC | VIPER |",
        "| --- | ---: | ---: |",
        "| Exercise E | 2 · +10 −1 ✗ | 5 · +30 −4 |",
        "| Exercise F | 1 · +3 −0 ✗ | 3 · +12 −2 ✗ |",
        "| **Total** | **3 · +13 −1** | **8 · +42 −6** |",
      ])
    let proven = Self.report(provenMVC: true)
    #expect(proven.entries[0].isProven("mvc"))
    #expect(!proven.allProven)
    #expect(proven.total("viper") == ChangeCost(filesTouched: 8, linesAdded: 42, linesRemoved: 6))
  }
}
