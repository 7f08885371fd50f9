import Testing

@testable import CodeMetrics

/// `#if` chooses what is compiled, not a path through the code: its condition is no decision
/// point (cyclomatic) and no increment or nesting (cognitive), and the code of every branch is
/// measured where it stands (`STRUCTURE.md`). Each expected figure is counted by hand from those
/// definitions: cyclomatic, 1 plus the decision points for a function and the decision points
/// alone for the file; cognitive, the increments of the white paper (1.5).
@Suite("Compilation conditions")
struct CompilationConditionTests {
  /// The function's cyclomatic and cognitive complexity, and the file's.
  private func measure(
    _ source: String, _ function: String
  ) -> (cyclomatic: Int?, cognitive: Int?, file: Int, fileCognitive: Int) {
    let structure = FileStructure(parsing: Array(source.utf8))
    let measured = structure.functions.first { $0.name == function }
    return (measured?.complexity, measured?.cognitiveComplexity, structure.complexity, structure.cognitiveComplexity)
  }

  // The reproducer: function 2 and file 1 before.
  @Test func anOrInTheConditionIsNoBranch() {
    let measured = measure("func f() {\n#if os(Linux) || os(Android)\nprint(1)\n#endif\n}\n", "f()")
    #expect(measured.cyclomatic == 1)  // 1, no decision point
    #expect(measured.file == 0)  // no decision point in the file
    #expect(measured.cognitive == 0)
    #expect(measured.fileCognitive == 0)
  }

  @Test func andNotAndElseifConditionsAreNoBranches() {
    let source = """
      func g(_ a: Bool) -> Int {
      #if DEBUG && !os(Linux)
        if a { return 1 }
      #elseif os(macOS) || (arch(arm64) && !targetEnvironment(simulator))
        if a && a { return 2 }
      #else
        return 3
      #endif
        return 0
      }
      """
    let measured = measure(source, "g(_:)")
    // The two `if`s and the `&&` of the second branch: every branch is measured.
    #expect(measured.cyclomatic == 4)
    #expect(measured.file == 3)
    // Each `if` +1 at nesting 0 (`#if` adds none), the `&&` +1.
    #expect(measured.cognitive == 3)
    #expect(measured.fileCognitive == 3)
  }

  @Test func membersInsideAnIfAtTypeLevelAreMeasured() {
    let source = """
      struct S {
      #if os(Linux) || os(Windows)
        func h(_ a: Bool) -> Int {
          if a || !a { return 1 }
          return 0
        }
      #endif
      }
      """
    let measured = measure(source, "h(_:)")
    #expect(measured.cyclomatic == 3)  // 1 + if + ||
    #expect(measured.file == 2)
    #expect(measured.cognitive == 2)  // if at nesting 0, one run of ||
    #expect(measured.fileCognitive == 2)
  }

  @Test func anIfInsideAClosureAddsNoNesting() {
    let source = """
      func k(_ items: [Int]) {
        items.forEach { item in
      #if DEBUG || TESTING
          if item > 0 { print(item) }
      #endif
        }
      }
      """
    let measured = measure(source, "k(_:)")
    #expect(measured.cyclomatic == 2)  // 1 + if
    #expect(measured.file == 1)
    #expect(measured.cognitive == 2)  // the `if` at nesting 1, in the closure only
    #expect(measured.fileCognitive == 2)
  }

  @Test func casesInsideAnIfAreNestedOnceBySwitch() {
    let source = """
      func m(_ x: Int, _ a: Bool) {
        switch x {
        case 1: break
      #if DEBUG && VERBOSE
        case 2:
          if a { print(x) }
      #endif
        default: break
        }
      }
      """
    let measured = measure(source, "m(_:_:)")
    #expect(measured.cyclomatic == 4)  // 1 + two case labels + if
    #expect(measured.cognitive == 3)  // switch +1, the `if` in a case +2 (nesting 1)
  }
}
