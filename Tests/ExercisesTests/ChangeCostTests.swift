import Exercises
import ExercisesModel
import Foundation
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
    diff --git a/Samples/MVC/Tests/LoginTests.swift b/Samples/MVC/Tests/LoginTests.swift
    new file mode 100644
    index 0000000..4444444
    --- /dev/null
    +++ b/Samples/MVC/Tests/LoginTests.swift
    @@ -0,0 +1,3 @@
    +@Test func rule() {
    +  #expect(minimum == 6)
    +}

    """

  static func cost(_ source: (Int, Int, Int), tests: (Int, Int, Int)) -> ChangeCost {
    ChangeCost(
      source: ChangeSize(filesTouched: source.0, linesAdded: source.1, linesRemoved: source.2),
      tests: ChangeSize(filesTouched: tests.0, linesAdded: tests.1, linesRemoved: tests.2))
  }

  @Test("a patch's cost: files touched and lines in the architecture's folder only, its Tests/ apart")
  func fromPatch() throws {
    let changes = try Repository.changes(inPatch: Self.patch)
    #expect(ChangeCost(changes, under: "Samples/MVC") == Self.cost((2, 4, 1), tests: (1, 3, 0)))
    #expect(ChangeCost(changes, under: "Samples/MVC/") == Self.cost((2, 4, 1), tests: (1, 3, 0)))
    #expect(ChangeCost(changes, under: "Samples/MVVM") == .zero)
    #expect(ChangeCost(changes, under: "Samples/MVC").summary == "2 files, +4 −1 source · 1 file, +3 −0 tests")
  }

  @Test("a cost in JSON: its source and its tests, each files and lines")
  func json() throws {
    let cost = Self.cost((2, 4, 1), tests: (1, 3, 0))
    #expect(
      ExerciseRenderer.json(cost) == """
        {
          "source" : {
            "filesTouched" : 2,
            "linesAdded" : 4,
            "linesRemoved" : 1
          },
          "tests" : {
            "filesTouched" : 1,
            "linesAdded" : 3,
            "linesRemoved" : 0
          }
        }

        """)
    #expect(try JSONDecoder().decode(ChangeCost.self, from: Data(ExerciseRenderer.json(cost).utf8)) == cost)
    // A cost from before the split cannot say which lines were tests: it is not read as either.
    let flat = #"{"filesTouched":2,"linesAdded":4,"linesRemoved":1}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(ChangeCost.self, from: Data(flat.utf8)) }
  }

  @Test("exercise check's text and JSON: the change cost, source and tests apart")
  func check() throws {
    let check = ExerciseCheck(
      exercise: "e",
      results: [
        ScenarioResult(exercise: "e", scenario: "e.one", architecture: "mvc", passed: true),
        ScenarioResult(exercise: "e", scenario: "e.two", architecture: "mvc", passed: false, message: "no #x"),
      ],
      change: .init(directory: "Samples/MVC", base: "HEAD (1a2b3c4)", cost: Self.cost((2, 14, 2), tests: (1, 20, 0))))
    #expect(
      ExerciseRenderer.check(check, as: .text) == """
        PASS  mvc  e.one
        FAIL  mvc  e.two: no #x
        1 of 2 scenarios pass
        Change cost in Samples/MVC against HEAD (1a2b3c4): 2 files, +14 −2 source · 1 file, +20 −0 tests

        """)
    let json = ExerciseRenderer.check(check, as: .json)
    #expect(try JSONDecoder().decode(ExerciseCheck.self, from: Data(json.utf8)) == check)
    #expect(json.contains(#""change" : {"#) && json.contains(#""tests" : {"#))
    var noCost = check
    noCost.change = nil
    #expect(ExerciseRenderer.check(noCost, as: .text).hasSuffix("1 of 2 scenarios pass\n"))
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
          costs: ["mvc": cost((2, 10, 1), tests: (1, 12, 0)), "viper": cost((5, 30, 4), tests: (2, 40, 1))],
          unsolved: [fail, viperFail], solved: [provenMVC ? pass : fail, viperPass]),
        .init(
          exercise: "f", title: "Exercise F",
          costs: ["mvc": cost((1, 3, 0), tests: (0, 0, 0)), "viper": cost((3, 12, 2), tests: (1, 8, 0))],
          unsolved: [], solved: []),
      ], commit: String(repeating: "a", count: 40))
  }

  @Test("the table: a cell per exercise and architecture, totals, and ✗ where a solution is not proven")
  func table() {
    #expect(
      ExerciseRenderer.extensibilityTable(Self.report(provenMVC: false)) == [
        "| Exercise | Part | MVC | VIPER |",
        "| --- | --- | ---: | ---: |",
        "| Exercise E | source | 2 · +10 −1 ✗ | 5 · +30 −4 |",
        "| Exercise E | tests | 1 · +12 −0 ✗ | 2 · +40 −1 |",
        "| Exercise F | source | 1 · +3 −0 ✗ | 3 · +12 −2 ✗ |",
        "| Exercise F | tests | 0 · +0 −0 ✗ | 1 · +8 −0 ✗ |",
        "| **Total** | **source** | **3 · +13 −1** | **8 · +42 −6** |",
        "| **Total** | **tests** | **1 · +12 −0** | **3 · +48 −1** |",
      ])
    let proven = Self.report(provenMVC: true)
    #expect(proven.entries[0].isProven("mvc"))
    #expect(!proven.allProven)
    #expect(proven.total("viper") == Self.cost((8, 42, 6), tests: (3, 48, 1)))
    #expect(proven.total("redux") == .zero)
  }
}
