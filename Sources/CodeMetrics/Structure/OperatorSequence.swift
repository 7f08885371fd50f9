import SwiftSyntax

/// How an operator sequence reads by Swift's precedence, for cognitive complexity: which
/// elements sit inside a ternary, and where the runs of logical operators start.
///
/// SwiftParser leaves `a && b ? c : d` as a flat list of elements and operators; folding the
/// whole tree with SwiftOperators would build a second tree. Two facts of the standard
/// precedence are enough here: a ternary binds looser than every operator but assignment (and
/// `->`), and `&&` and `||` looser than every other operator that can stand between them.
///
/// ```swift
/// // (a ? b : c) ? 1 : 2  →  elements: [(a ? b : c), ? 1 :, 2]
/// OperatorSequence(sequence).depths  // [1, 0, 1]: the condition and the `else` are inside
/// ```
struct OperatorSequence {
  /// Per element of the sequence, how many ternaries around it, in this sequence, it is read
  /// inside: the condition and the `else` operand of a ternary are nested in it, as its middle
  /// operand is. A ternary's own element counts the ternaries it is inside.
  let depths: [Int]

  private let elements: [ExprSyntax]

  init(_ sequence: SequenceExprSyntax) {
    let elements = Array(sequence.elements)
    self.elements = elements
    var depths = [Int](repeating: 0, count: elements.count)
    // `a = b ? c : d` assigns the whole ternary: assignments and arrows split the sequence.
    for segment in Self.split(elements.indices, at: { Self.bindsLooserThanTernary(elements[$0]) }) {
      guard let last = segment.last(where: { elements[$0].is(UnresolvedTernaryExprSyntax.self) }) else { continue }
      // Right-associative: `c1 ? x : c2 ? y : z` is `c1 ? x : (c2 ? y : z)`.
      var before = 0
      for index in segment {
        if elements[index].is(UnresolvedTernaryExprSyntax.self) {
          depths[index] = before
          before += 1
        } else {
          depths[index] = before + (index > last ? 0 : 1)
        }
      }
    }
    self.depths = depths
  }

  /// The operators that start a run of like logical operators, in reading order: `a && b && c`
  /// has one, `a && b || c` two. A parenthesized group that is itself an operand of `&&` or
  /// `||` is read through, as Sonar reads it (`a && (b && c)` is one run) and its sequence is
  /// added to `absorbed`, so that it is not counted again when walked; a group that is the
  /// operand of another operator (`(a && b) == (c && d)`) or negated (`!(b && c)`) is a
  /// sequence of its own. A ternary, an assignment or an arrow ends a run.
  func runStarts(absorbing absorbed: inout Set<SyntaxIdentifier>) -> [TokenSyntax] {
    var starts: [TokenSyntax] = []
    let pieces = Self.split(elements.indices) {
      Self.bindsLooserThanTernary(elements[$0]) || elements[$0].is(UnresolvedTernaryExprSyntax.self)
    }
    for piece in pieces {
      var previous: String?
      for current in Self.logicalOperators(in: piece.map { elements[$0] }, absorbing: &absorbed)
      where current.text != previous {
        starts.append(current)
        previous = current.text
      }
    }
    return starts
  }

  /// The `&&` and `||` of one piece of a sequence (no ternary, assignment or arrow in it), the
  /// groups that are whole operands of them read through.
  private static func logicalOperators(
    in piece: [ExprSyntax], absorbing absorbed: inout Set<SyntaxIdentifier>
  ) -> [TokenSyntax] {
    let isLogical = piece.map(Self.isLogicalOperator)
    guard isLogical.contains(true) else { return [] }
    var operators: [TokenSyntax] = []
    for (index, element) in piece.enumerated() {
      if isLogical[index], let binary = element.as(BinaryOperatorExprSyntax.self) {
        operators.append(binary.operator)
        continue
      }
      // A whole operand: logical operators (or the ends) on both sides.
      let wholeOperand =
        (index == 0 || isLogical[index - 1]) && (index == piece.count - 1 || isLogical[index + 1])
      guard wholeOperand, let inner = parenthesizedSequence(element) else { continue }
      let innerElements = Array(inner.elements)
      guard
        !innerElements.contains(where: { Self.bindsLooserThanTernary($0) || $0.is(UnresolvedTernaryExprSyntax.self) })
      else { continue }
      absorbed.insert(inner.id)
      operators += logicalOperators(in: innerElements, absorbing: &absorbed)
    }
    return operators
  }

  /// `(a && b)`: a parenthesized sequence, not a tuple of several elements or a labelled one.
  private static func parenthesizedSequence(_ element: ExprSyntax) -> SequenceExprSyntax? {
    guard let tuple = element.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    else { return nil }
    return only.expression.as(SequenceExprSyntax.self)
  }

  private static func isLogicalOperator(_ element: ExprSyntax) -> Bool {
    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
    return binary.operator.text == "&&" || binary.operator.text == "||"
  }

  /// `=`, a compound assignment (`+=`, `&&=` …) or `->`: the only operators of the standard
  /// library that bind looser than the ternary.
  private static func bindsLooserThanTernary(_ element: ExprSyntax) -> Bool {
    if element.is(AssignmentExprSyntax.self) || element.is(ArrowExprSyntax.self) { return true }
    guard let binary = element.as(BinaryOperatorExprSyntax.self) else { return false }
    let text = binary.operator.text
    return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(text)
  }

  /// The runs of `indices` between the elements that `isBoundary`, the boundaries left out.
  private static func split(_ indices: Range<Int>, at isBoundary: (Int) -> Bool) -> [[Int]] {
    var pieces: [[Int]] = [[]]
    for index in indices {
      if isBoundary(index) { pieces.append([]) } else { pieces[pieces.count - 1].append(index) }
    }
    return pieces.filter { !$0.isEmpty }
  }
}
