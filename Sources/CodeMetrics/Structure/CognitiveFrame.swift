/// The cognitive complexity gathered so far in one unit of code: a function, an initializer,
/// an accessor block, a deinitializer, or the whole file (see `STRUCTURE.md`).
///
/// ```swift
/// var frame = CognitiveFrame(base: 1)
/// frame.add(atNesting: 2)  // an `if` one level inside the body: +2
/// frame.add()              // its `else`: +1
/// frame.score              // 3
/// ```
struct CognitiveFrame {
  /// The nesting level of the unit's own body: increments there take no nesting bonus.
  let base: Int
  private(set) var score = 0
  /// How many increments took a nesting bonus: to an enclosing unit each is worth one more
  /// per level between the two bodies.
  private(set) var nestedIncrements = 0

  init(base: Int) {
    self.base = base
  }

  /// An increment with a nesting bonus (`if`, a loop, `switch`, …) at nesting `level`.
  mutating func add(atNesting level: Int) {
    score += 1 + level - base
    nestedIncrements += 1
  }

  /// An increment without one (`else`, a run of logical operators, a labelled jump).
  mutating func add(_ count: Int = 1) {
    score += count
  }

  /// Counts an inner unit's increments here, their bonuses measured from this unit's body:
  /// the inner unit sits `inner.base - base` levels deeper.
  mutating func absorb(_ inner: CognitiveFrame) {
    score += inner.score + inner.nestedIncrements * (inner.base - base)
    nestedIncrements += inner.nestedIncrements
  }
}
