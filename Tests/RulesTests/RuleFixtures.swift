import Rules
import Testing

/// A violation a test expects: where a marker stands, of which rule, with its whole message.
///
/// ```swift
/// ExpectedViolation("1️⃣", "redux.value-state", "AppState is a class; state must be a struct or an enum")
/// ```
struct ExpectedViolation {
  var marker: String
  var rule: String
  var message: String

  init(_ marker: String, _ rule: String, _ message: String) {
    self.marker = marker
    self.rule = rule
    self.message = message
  }
}

/// Checks one architecture's rules over in-memory sources marked with `1️⃣`, `2️⃣`, … and expects
/// exactly `expected`: each violation at its marker's file, line and column, with its message,
/// and no other violation.
func assertViolations(
  _ architecture: String, _ sources: [String: String], _ expected: [ExpectedViolation],
  models: Set<String> = ["ServiceEvent", "User"], sourceLocation: SourceLocation = #_sourceLocation
) {
  var places: [String: (path: String, place: MarkedText.Place)] = [:]
  var texts: [(path: String, text: String)] = []
  for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
    let marked = MarkedText(source)
    for marker in marked.duplicates {
      Issue.record("\(marker) is marked twice in \(path)", sourceLocation: sourceLocation)
    }
    for (marker, place) in marked.markers {
      if let other = places[marker] {
        Issue.record("\(marker) is marked in \(other.path) and \(path)", sourceLocation: sourceLocation)
      }
      places[marker] = (path, place)
    }
    texts.append((path, marked.text))
  }
  var wanted: [Violation] = []
  for expectation in expected {
    guard let (path, place) = places[expectation.marker] else {
      Issue.record("no \(expectation.marker) in the sources", sourceLocation: sourceLocation)
      continue
    }
    wanted.append(
      Violation(
        rule: expectation.rule, path: path, line: place.line, column: place.column, message: expectation.message))
  }
  for marker in Set(places.keys).subtracting(expected.map(\.marker)).sorted() {
    Issue.record("\(marker) marks no expected violation", sourceLocation: sourceLocation)
  }
  let context = RuleContext(sources: texts, configuration: .defaults(for: architecture), models: models)
  let found = RuleCatalog.check(context, root: "").violations
  for violation in difference(wanted, found) {
    Issue.record("expected, not found: \(describe(violation))", sourceLocation: sourceLocation)
  }
  for violation in difference(found, wanted) {
    Issue.record("found, not expected: \(describe(violation))", sourceLocation: sourceLocation)
  }
}

/// `violations` less one of each in `other`: a rule may rightly report the same place twice.
func difference(_ violations: [Violation], _ other: [Violation]) -> [Violation] {
  var remaining = other
  return violations.filter { violation in
    guard let index = remaining.firstIndex(of: violation) else { return true }
    remaining.remove(at: index)
    return false
  }
}

/// `path:line:column: rule: message`, as `archbench rules` lists it.
func describe(_ violation: Violation) -> String {
  "\(violation.path):\(violation.line):\(violation.column): \(violation.rule): \(violation.message)"
}
