import Testing

@testable import CodeMetrics

/// Cognitive complexity, each case hand-computed beside its lines (`// +2`) and in its totals;
/// the rules are in `STRUCTURE.md`.
@Suite("Cognitive complexity")
struct CognitiveComplexityTests {
  /// The increments by line, the total of each named function and of the file.
  private func measure(_ source: AnnotatedSource) -> (lines: [Int: Int], functions: [String: Int], file: Int) {
    let structure = FileStructure(parsing: Array(source.text.utf8))
    let functions = Dictionary(structure.functions.map { ($0.name, $0.cognitiveComplexity) }) { first, _ in first }
    return (structure.cognitiveIncrements, functions, structure.cognitiveComplexity)
  }

  // Campbell's own example: a nesting bonus at each level and a labelled `continue`.
  static let sumOfPrimes = AnnotatedSource(
    """
    func sumOfPrimes(_ max: Int) -> Int {
      var total = 0
      outer: for i in 1...max {  // +1
        for j in 2..<i {  // +2 (nesting 1)
          if i % j == 0 {  // +3 (nesting 2)
            continue outer  // +1
          }
        }
        total += i
      }
      return total
    }
    """)

  @Test func nestingBonusCounts() {
    let measured = measure(Self.sumOfPrimes)
    #expect(measured.lines == Self.sumOfPrimes.expected)
    // Without the nesting bonus it would be 4, the same as its cyclomatic complexity.
    #expect(measured.functions["sumOfPrimes(_:)"] == 7)
    #expect(FileStructure(parsing: Array(Self.sumOfPrimes.text.utf8)).functions.first?.complexity == 4)
  }

  @Test func elseIfAndElseTakeNoNestingBonus() {
    let source = AnnotatedSource(
      """
      func grade(_ score: Int, _ bonus: Bool, _ late: Bool) -> String {
        for _ in 0..<1 {  // +1
          if score > 90 && bonus {  // +2 +1
            return "A"
          } else if score > 80 || bonus && !late {  // +1 +1 +1
            return "B"
          } else {  // +1
            return "C"
          }
        }
        return ""
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["grade(_:_:_:)"] == 8)
  }

  @Test func guardCountsLikeIf() {
    let source = AnnotatedSource(
      """
      func open(_ path: String?) -> Int {
        guard let path, !path.isEmpty else { return 0 }  // +1
        for c in path {  // +1
          guard c != "/" else { continue }  // +2 (nesting 1)
        }
        return 1
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["open(_:)"] == 4)
  }

  @Test func switchInAClosureCountsOnceAndNestsItsCases() {
    let source = AnnotatedSource(
      """
      func handle(_ events: [Event]) {
        events.forEach { event in
          switch event {  // +2 (closure)
          case .tap(let x) where x > 0 && x < 10:  // +1
            if x == 5 { print(x) }  // +3 (closure, switch)
          case .tap:
            break
          default:
            break
          }
        }
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["handle(_:)"] == 6)
  }

  @Test func nestedFunctionsCountTowardTheEnclosingOne() {
    let source = AnnotatedSource(
      """
      func outer(_ a: Bool) -> Int {
        func inner(_ b: Bool) -> Int {
          if b { return 1 }  // +2 to outer (nesting 1; 1 to inner)
          return 0
        }
        if a { return inner(a) }  // +1
        return 0
      }
      """)
    let structure = FileStructure(parsing: Array(source.text.utf8))
    #expect(structure.cognitiveIncrements == source.expected)
    let byName = Dictionary(uniqueKeysWithValues: structure.functions.map { ($0.name, $0) })
    #expect(byName["outer(_:)"]?.cognitiveComplexity == 3)
    #expect(byName["inner(_:)"]?.cognitiveComplexity == 1)
    // Cyclomatic measures a nested function on its own only.
    #expect(byName["outer(_:)"]?.complexity == 2)
    #expect(byName["inner(_:)"]?.complexity == 2)
    #expect(structure.cognitiveComplexity == 3)
  }

  @Test func accessorsCountTowardTheFileNotAFunction() {
    let source = AnnotatedSource(
      """
      struct Box {
        var items: [Int] = []
        var summary: String {
          if items.isEmpty { return "empty" }  // +1
          return items.count > 1 ? "many" : "one"  // +1
        }
        var first: Int {
          get { items.first ?? 0 }
          set {
            if items.isEmpty { items = [newValue] } else { items[0] = newValue }  // +1 +1
          }
        }
        func total() -> Int { items.reduce(0, +) }
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions == ["total()": 0])
    #expect(measured.file == 4)
  }

  @Test func anIfInAResultBuilderCounts() {
    let source = AnnotatedSource(
      """
      struct TaskList: View {
        var tasks: [String]
        var showDone: Bool
        var body: some View {
          VStack {
            if tasks.isEmpty {  // +2 (closure)
              Text("none")
            } else {  // +1
              ForEach(tasks, id: \\.self) { task in
                if showDone || !task.isEmpty {  // +4 (closure, else, closure) +1
                  Text(task)
                }
              }
            }
          }
        }
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.file == 8)
  }

  @Test func ifLetAndIfCaseAreIfs() {
    let source = AnnotatedSource(
      """
      func describe(_ value: Int?, _ shape: Shape) -> String {
        if let value, value > 0 {  // +1
          return "\\(value)"
        }
        if case .circle(let r) = shape, r > 1 {  // +1
          return "big"
        }
        return ""
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["describe(_:_:)"] == 2)
  }

  @Test func eachCatchCountsAndDoAndDeferDoNotNest() {
    let source = AnnotatedSource(
      """
      func load() -> Int {
        defer { if flag { log() } }  // +1 (defer adds no nesting)
        do {
          if try ready() { return 1 }  // +1 (nor does do)
        } catch Failure.missing {  // +1
          return 0
        } catch let error as Failure where error.isFatal {  // +1
          if retry { return 2 }  // +2 (nesting 1)
        } catch {  // +1
          return 3
        }
        return 4
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["load()"] == 7)
  }

  @Test func compilationConditionsAreNoBranches() {
    let source = AnnotatedSource(
      """
      func platform() -> Int {
        #if os(Linux) && DEBUG
        if a { return 1 }  // +1
        #else
        if b { return 2 }  // +1
        #endif
        return 0
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["platform()"] == 2)
  }

  @Test func loopsAndLabelledJumps() {
    let source = AnnotatedSource(
      """
      func scan(_ rows: [[Int]]) {
        var i = 0
        rows: while i < rows.count {  // +1
          repeat {  // +2
            if rows[i].isEmpty { break rows }  // +3 +1
            break
          } while true
          i += 1
        }
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["scan(_:)"] == 7)
  }

  @Test func logicalOperatorsCountPerRunThroughParentheses() {
    let source = AnnotatedSource(
      """
      func check(_ a: Bool, _ b: Bool, _ c: Bool) -> Bool {
        if a && (b && c) { return true }  // +1 +1 (one run through the parentheses)
        if a && !(b && c) { return false }  // +1 +1 +1 (a negated group is a run of its own)
        return a && b || c  // +1 +1
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["check(_:_:_:)"] == 7)
  }

  @Test func aTernaryNestsWhatItChooses() {
    let source = AnnotatedSource(
      """
      func pick(_ a: Bool, _ b: Bool) -> Int {
        if a {  // +1
          return b ? 1 : 2  // +2 (nesting 1)
        }
        return a ? (b ? 3 : 4) : 5  // +1 +2 (the inner one is nested)
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["pick(_:_:)"] == 6)
  }

  // White paper 1.5, "Recursion" and B1: +1 for each method in a recursion cycle, direct or
  // indirect, once per method however many calls it makes.
  @Test func directRecursionCountsOncePerFunction() {
    let source = AnnotatedSource(
      """
      func fact(_ n: Int) -> Int {  // +1 (recursion)
        if n <= 1 { return 1 }  // +1
        return n * fact(n - 1) + fact(n - 2) - fact(0)
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["fact(_:)"] == 2)
    #expect(measured.file == 2)
  }

  @Test func indirectRecursionCountsEachFunctionOfTheCycle() {
    let source = AnnotatedSource(
      """
      func isEven(_ n: Int) -> Bool {  // +1 (recursion)
        n == 0 ? true : isOdd(n - 1)  // +1
      }
      func isOdd(_ n: Int) -> Bool {  // +1 (recursion)
        n == 0 ? false : isEven(n - 1)  // +1
      }
      func check(_ n: Int) -> Bool { isEven(n) }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions == ["isEven(_:)": 2, "isOdd(_:)": 2, "check(_:)": 0])
  }

  // The call is resolved by name and argument labels in the caller's scope, without types.
  @Test func recursionIsTheSameNameAndLabelsInScope() {
    let source = AnnotatedSource(
      """
      struct Tree {
        var children: [Tree] = []
        func count(from start: Int = 0) -> Int {  // +1 (recursion: `self.count()` leaves out the default)
          for child in children { _ = child.count(from: start) }  // +1 (a call on another value is not resolved)
          return self.count() + children.count
        }
        func count(of value: Int) -> Int { count(in: value) }  // calls another overload only
        func count(in value: Int) -> Int { value }
        func visit(_ values: Int..., then f: (Int) -> Void) {  // +1 (recursion: variadic and trailing closure)
          if values.isEmpty { return }  // +1
          visit(1, 2) { f($0) }
        }
      }
      func count(from start: Int) -> Int { start }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["count(from:)"] == 2)
    #expect(measured.functions["count(of:)"] == 0)
    #expect(measured.functions["visit(_:then:)"] == 2)
  }

  // Without types, a call that fits several functions is resolved only when one of them is the
  // caller itself (direct recursion, as SonarSource's C# analyzer reads it by name and argument
  // count); an initializer's `self.init(…)` delegates to an overload.
  @Test func overloadsByTypeAreAmbiguousExceptForTheCallerItself() {
    let source = AnnotatedSource(
      """
      struct Printer {
        init(_ value: Int) { self.init(Double(value)) }
        init(_ value: Double) {}
        func show(_ value: Int) { show(Double(value)) }  // +1 (fits itself)
        func show(_ value: Double) {}
        func render(_ value: Any) { draw(value) }
        func draw(_ value: Int) { render(value) }
        func draw(_ value: String) { render(value) }
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.file == 1)
  }

  @Test func aRecursiveNestedFunctionCountsTowardTheOneAroundIt() {
    let source = AnnotatedSource(
      """
      func depth(_ tree: [[Int]]) -> Int {
        func walk(_ level: Int) -> Int {  // +1 (recursion)
          level > 3 ? level : walk(level + 1)  // +2 (nesting 1)
        }
        return walk(0)
      }
      """)
    let structure = FileStructure(parsing: Array(source.text.utf8))
    #expect(structure.cognitiveIncrements == source.expected)
    let byName = Dictionary(uniqueKeysWithValues: structure.functions.map { ($0.name, $0.cognitiveComplexity) })
    #expect(byName["walk(_:)"] == 2)
    #expect(byName["depth(_:)"] == 3)
    #expect(structure.cognitiveComplexity == 3)
  }

  // White paper 1.5, B2/B3: a ternary nests what is inside it, its condition and both operands.
  // `(a ? b : c) ? 1 : 2`: the outer +1, the one in its condition +2 (nesting 1).
  @Test func aTernaryNestsItsConditionAndBothOperands() {
    let source = AnnotatedSource(
      """
      func pick(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Int) -> Int {
        let x = (a ? b : c) ? 1 : 2  // +2 +1
        let y = a ? 1 : b ? 2 : 3  // +1 +2 (the second is the first's `else`)
        let z = a ? 1 : b ? 2 : c ? 3 : 4  // +1 +2 +3
        return x + y + z + (a || b ? d : 0)  // +1 +1 (the `||` is a run; no bonus)
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["pick(_:_:_:_:)"] == 14)
  }

  // White paper 1.5, "Sequences of logical operators": `(a && b) == (c && d)` is two sequences
  // of `&&` separated by `==`, not one run read through the parentheses.
  @Test func runsSeparatedByAnotherOperatorCountApart() {
    let source = AnnotatedSource(
      """
      func same(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool) -> Bool {
        if (a && b) == (c && d) { return true }  // +1 +1 +1
        let e = a && b ? c && d : false  // +1 +1 +1 (a ternary ends a run)
        let f = x == (a && b) && c  // +1 +1 (the group is an operand of `==`)
        return e && f && (a && (b && c))  // +1 (read through: operands of `&&`)
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["same(_:_:_:_:)"] == 9)
  }

  // White paper 1.5, B1: a `goto` is +1 without nesting bonus; `fallthrough` is Swift's.
  @Test func fallthroughIsAJump() {
    let source = AnnotatedSource(
      """
      func describe(_ x: Int) -> String {
        var words = ""
        switch x {  // +1
        case 0:
          words += "zero "
          fallthrough  // +1
        default:
          words += "number"
        }
        return words
      }
      """)
    let measured = measure(source)
    #expect(measured.lines == source.expected)
    #expect(measured.functions["describe(_:)"] == 2)
  }
}
