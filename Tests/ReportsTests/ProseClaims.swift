import Foundation

@testable import Reports

/// Checks hand-written prose against the report's data: a sample's README argues its pattern
/// from its libraries' sources, and must neither copy a measured figure, which goes stale with
/// the next run, nor state a comparison that the report's data contradicts.
///
/// The rules, each a ``Rule``:
/// - ``Rule/figure``: a number with a unit the report measures (`%`, `×`, lines, files, ms, µs,
///   allocations, instructions, `k`, "times as"), written in digits or as a word from two up.
///   Version numbers, SPEC sections, dates and code are not figures.
/// - ``Rule/size``: "least/most/fewest code", "smallest/largest/biggest" lines or files hold only
///   for the sample with the fewest or most production code lines (files) of all nine; "less,
///   fewer, more code" only for one below or above the median of all nine, or below or above
///   every sample the sentence names after "than". All nine, not the toolkit group: the READMEs
///   compare across toolkits (VIPER with MVC, Redux with MVVM).
/// - ``Rule/testability``: "hard/difficult to (unit-)test" holds only for a sample whose own unit
///   tests' line coverage is below the median of all nine; "easy to test" only for one at or above it.
/// - ``Rule/cost``: a sentence about a step (a keystroke, a logout, a search) or about latency,
///   dispatch or instructions that calls the sample slower, costlier or "not as lightweight"
///   holds only when some latency p50 or instruction ratio of it (at that step, or the geometric
///   means) exceeds its reference's (or the sample's it names after "than"); "faster, cheaper,
///   lightweight" only when some ratio is below.
///
/// A claim's subject is the first sample the sentence names before it, else the README's own.
///
/// ```swift
/// let claims = ProseClaims(data: data)
/// let findings = claims.check("MVC has the least code.", architecture: "mvc", file: "Samples/MVC/README.md")
/// ```
struct ProseClaims {
  enum Rule: String {
    case figure, size, testability, cost
  }

  struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: Rule
    var sentence: String
    var reason: String

    var description: String { "\(file):\(line): \(rule.rawValue): \(reason): \(sentence)" }
  }

  let data: ReportData

  func check(_ markdown: String, architecture: String?, file: String) -> [Finding] {
    ProseSentences.of(markdown).flatMap { sentence in
      check(sentence.text, architecture: architecture).map {
        Finding(file: file, line: sentence.line, rule: $0.rule, sentence: sentence.text, reason: $0.reason)
      }
    }
  }

  /// The architecture a README's folder holds: `Samples/MVVMUIKit` is `mvvm-uikit`.
  func architecture(folder: String) -> String? {
    data.architectures.first { Self.key($0.id) == Self.key(folder) || Self.key($0.name) == Self.key(folder) }?.id
  }

  static let numberWords =
    "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|hundred|thousand|dozens?"
  static let figure =
    #"×\s?\d|\d\s?×|\d\s?(%|percent\b)|\b\d[\d,.]*\s?k\b|\b(\d[\d,.]*(\s?[–-]\s?\d[\d,.]*)?|"# + numberWords
    + #")\s?(k\s+)?(production\s+|code\s+|test\s+)*(lines?|files?|ms|µs|ns|allocations?|instructions?|times\s+as)\b"#
  static let size =
    #"\b(least|most|fewest|less|more|fewer|smallest|largest|biggest)\s+(production\s+)?(code|lines|files)\b"#
  static let testability = #"\b(hard|harder|hardest|difficult|easy|easier|easiest)\s+to\s+(unit[- ])?test"#
  static let costly =
    #"\b(slow|slower|slowest|costlier|costliest|(more\s+)?expensive|heavier|not\s+as\s+lightweight|costs?\s+more|shows?\s+in\s+(the\s+)?latency)\b"#
  static let cheap = #"\b(fast|faster|fastest|cheaper|cheapest|cheap|costs?\s+less|lightweight)\b"#
  static let performance = #"\b(latency|dispatch(es)?|instructions?|performance|per\s+tap)\b"#
  /// Which measured steps a word in a sentence means.
  static let steps: [(word: String, steps: [String])] = [
    (#"\b(keystrokes?|typing)\b"#, ["login.keystroke", "report.note"]),
    (#"\b(log\s?out|logging\s+out)\b"#, ["account.logout"]), (#"\bsearch"#, ["list.search"]),
    (#"\brefresh"#, ["list.refresh"]), (#"\blive\s+(change|update)"#, ["list.live"]),
  ]

  func check(_ sentence: String, architecture: String?) -> [(rule: Rule, reason: String)] {
    var found: [(rule: Rule, reason: String)] = []
    if let match = Self.first(Self.figure, in: sentence) {
      found.append((.figure, "states the measured figure \"\(match.text)\""))
    }
    if let match = Self.first(Self.size, in: sentence),
      let subject = subject(sentence, before: match.offset) ?? architecture,
      let reason = sizeContradiction(match.text.lowercased(), subject: subject, sentence: sentence)
    {
      found.append((.size, reason))
    }
    if let match = Self.first(Self.testability, in: sentence),
      let subject = subject(sentence, before: match.offset) ?? architecture,
      let reason = testabilityContradiction(match.text.lowercased(), subject: subject)
    {
      found.append((.testability, reason))
    }
    let costly = Self.first(Self.costly, in: sentence)
    let cheap = costly == nil ? Self.first(Self.cheap, in: sentence) : nil
    if let match = costly ?? cheap,
      let subject = subject(sentence, before: match.offset) ?? architecture,
      let reason = costContradiction(costly != nil, subject: subject, sentence: sentence)
    {
      found.append((.cost, reason))
    }
    return found
  }

  func sizeContradiction(_ phrase: String, subject: String, sentence: String) -> String? {
    let files = phrase.hasSuffix("files")
    func value(_ a: ArchitectureMetrics) -> Int { files ? a.production.files : a.production.codeLines }
    guard let me = data.architectures.first(where: { $0.id == subject }) else { return nil }
    let unit = files ? "production files" : "production code lines"
    let all = data.architectures.map(value)
    let small = ["least", "fewest", "less", "fewer", "smallest"].contains { phrase.hasPrefix($0) }
    if ["least", "most", "fewest", "smallest", "largest", "biggest"].contains(where: { phrase.hasPrefix($0) }) {
      let extreme = small ? all.min() : all.max()
      guard value(me) != extreme else { return nil }
      let holder = data.architectures.first { value($0) == extreme }
      return "\(me.name) has \(value(me)) \(unit), \(holder?.name ?? "another") \(extreme ?? 0)"
    }
    let others = named(after: "than", in: sentence).filter { $0 != subject }
      .compactMap { id in data.architectures.first { $0.id == id } }
    let bars =
      others.isEmpty
      ? [("the median of all nine", Self.median(all.map(Double.init)))] : others.map { ($0.name, Double(value($0))) }
    for (name, bar) in bars where small ? Double(value(me)) >= bar : Double(value(me)) <= bar {
      return "\(me.name) has \(value(me)) \(unit), \(name) \(Int(bar))"
    }
    return nil
  }

  func testabilityContradiction(_ phrase: String, subject: String) -> String? {
    guard let me = data.architectures.first(where: { $0.id == subject }), let mine = me.coverage?.unitLinePercent
    else { return nil }
    let median = Self.median(data.architectures.compactMap { $0.coverage?.unitLinePercent })
    let hard = !phrase.hasPrefix("eas")
    guard hard ? mine >= median : mine < median else { return nil }
    return "\(me.name)'s own unit tests cover \(mine) % of its lines, the median of all nine \(median) %"
  }

  func costContradiction(_ costly: Bool, subject: String, sentence: String) -> String? {
    let steps = Self.steps.filter { Self.first($0.word, in: sentence) != nil }.flatMap(\.steps)
    guard !steps.isEmpty || Self.first(Self.performance, in: sentence) != nil,
      let me = data.architectures.first(where: { $0.id == subject })
    else { return nil }
    let other = named(after: "than", in: sentence).first { $0 != subject }
    let theirs = other.map { ratios($0, steps: steps) }
    // Each of the subject's ratios beside the same figure of the sample it is compared with, or 1, its reference.
    let pairs: [(Double, Double)] = ratios(subject, steps: steps).compactMap { key, ratio in
      guard let theirs else { return (ratio, 1) }
      return theirs[key].map { (ratio, $0) }
    }
    guard !pairs.isEmpty else { return nil }
    let against = other.flatMap { id in data.architectures.first { $0.id == id }?.name } ?? "its reference"
    let scope = steps.isEmpty ? "over every step" : "at \(steps.joined(separator: ", "))"
    if costly, pairs.allSatisfy({ $0.0 <= $0.1 }) {
      return "no latency p50 or instruction ratio of \(me.name) \(scope) exceeds \(against)'s"
    }
    if !costly, pairs.allSatisfy({ $0.0 > $0.1 }) {
      return "every latency p50 and instruction ratio of \(me.name) \(scope) exceeds \(against)'s"
    }
    return nil
  }

  /// Each ratio to the reference of one subject, keyed by what it measures, at the given steps,
  /// or its geometric means when no step is given.
  func ratios(_ subject: String, steps: [String]) -> [String: Double] {
    var out: [String: Double] = [:]
    if steps.isEmpty {
      let a = data.architectures.first { $0.id == subject }
      out["latency"] = a?.performance?.p50RatioGeometricMean
      out["instructions"] = a?.instructionRatioGeometricMean
      return out
    }
    for m in data.latency?.measurements ?? [] where m.subject == subject && steps.contains(m.step) {
      out["latency \(m.step) \(m.events)"] = m.ratioToReference
    }
    for r in data.instructions?.rows ?? [] where r.subject == subject && steps.contains(r.step) {
      out["instructions \(r.step) \(r.events)"] = r.ratioToReference
    }
    return out
  }

  /// The first sample named in the sentence before the given offset, if any.
  func subject(_ sentence: String, before offset: Int) -> String? {
    mentions(in: String(sentence.prefix(offset))).first
  }

  /// The samples named after a word ("than MVC or MVVM").
  func named(after word: String, in sentence: String) -> [String] {
    guard let range = sentence.range(of: "\\b\(word)\\b", options: .regularExpression) else { return [] }
    return mentions(in: String(sentence[range.upperBound...]))
  }

  /// The samples a text names, in order: by name ("MVVM-C", "MVVM (UIKit)") or folder ("MVVMC").
  func mentions(in text: String) -> [String] {
    var found: [(offset: Int, id: String)] = []
    var taken = Set<Int>()
    // Longest names first, so that "MVVM-C" is not also read as "MVVM", nor "VIPER" as "VIP".
    let names = data.architectures.flatMap { a in [(a.name, a.id), (Self.folder(a), a.id)] }
      .sorted { $0.0.count > $1.0.count }
    for (name, id) in names {
      let pattern = "(?<![A-Za-z-])" + NSRegularExpression.escapedPattern(for: name) + "(?![A-Za-z-])"
      for match in Self.all(pattern, in: text, caseSensitive: true) where !taken.contains(match.offset) {
        found.append((match.offset, id))
        taken.formUnion(match.offset..<(match.offset + name.count))
      }
    }
    return found.sorted { $0.offset < $1.offset }.map(\.id)
  }

  static func folder(_ a: ArchitectureMetrics) -> String {
    a.name.filter { $0.isLetter }
  }

  static func key(_ name: String) -> String { name.lowercased().filter { $0.isLetter || $0.isNumber } }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  static func first(_ pattern: String, in text: String) -> (text: String, offset: Int)? {
    all(pattern, in: text).first
  }

  /// Matches, case-insensitive unless asked (a sample's name is: "Clean", not "clean"), with their
  /// offsets in characters.
  static func all(_ pattern: String, in text: String, caseSensitive: Bool = false) -> [(text: String, offset: Int)] {
    // The patterns are this file's literals and escaped names; one that does not compile is a bug here.
    let expression = try! NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      guard let range = Range(match.range, in: text) else { return nil }
      return (String(text[range]), text.distance(from: text.startIndex, to: range.lowerBound))
    }
  }
}
