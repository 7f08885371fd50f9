import ArgumentParser
import Foundation
import Testing

@testable import archbench

/// Every command's `--help` held to ``ExitStatus``: each number a help text gives as an exit
/// status is one of its cases, and the words after it say what that case means.
///
/// A help text reads `Exit status: 0 success, 1 error, 2 tests failed, 64 bad argument; 130,
/// 143, 129 interrupted by SIGINT, SIGTERM, SIGHUP …`: from `Exit status` to the end of its
/// paragraph, each number is read with the words up to the next number, and those words must
/// name that number's status (``meanings``; the longest word found decides, so that
/// "no violation" is 0 and "violations" is 2). Numbers side by side share the words after the
/// last, each named in order (`130, 143, 129 … SIGINT, SIGTERM, SIGHUP`); a range (`10–15 a git
/// error`) holds git's statuses. A number after "exit", "exits", "is" or "as" (`refused (exit 1)`)
/// refers to a status explained elsewhere: it must be one.
@Suite("--help and ExitStatus")
struct HelpExitStatusTests {
  /// archbench's, not Swift Testing's of the same name.
  typealias ExitStatus = archbench.ExitStatus

  /// The words a help text uses for each status; a number followed by other words fails.
  static let meanings: [ExitStatus: [String]] = [
    .success: ["success", "no change", "passes", "no violation"],
    .failure: ["error"],
    .checkFailed: ["fail", "scenario fail", "regression", "violations", "not proven"],
    .scannedWithIssues: ["warning"],
    .improvementsOnly: ["improvements only", "baselined ones fixed"],
    .notARepository: ["repository"],
    .unknownRevision: ["unknown revision", "unknown --base"],
    .emptyRepository: ["empty repository"],
    .shallowClone: ["shallow clone"],
    .corruptObject: ["corrupt object"],
    .missingPath: ["lacks the path"],
    .patchDoesNotApply: ["patch no longer applies"],
    .unknownExercise: ["unknown exercise"],
    .notACheckout: ["not a git checkout"],
    .uncommittedChanges: ["uncommitted changes"],
    .solutionDoesNotApply: ["solution is missing"],
    .samplesDoNotBuild: ["does not build", "do not build"],
    .nameTaken: ["name is taken"],
    .badArgument: ["bad argument"],
    .hungUp: ["SIGHUP"],
    .interrupted: ["SIGINT"],
    .terminated: ["SIGTERM"],
  ]

  /// The statuses a range such as `10–16 a git error` may span.
  static let gitStatuses: ClosedRange<Int32> =
    ExitStatus.notARepository.rawValue...ExitStatus.patchDoesNotApply.rawValue

  /// A number a help text names, where it is, and whether it only refers to a status.
  struct Mention {
    var first: Int32
    var last: Int32
    var range: Range<String.Index>
    var isReference: Bool
  }

  /// `archbench` and every command under it.
  static var commands: [ParsableCommand.Type] {
    var found: [ParsableCommand.Type] = []
    var pending: [ParsableCommand.Type] = [Archbench.self]
    while let command = pending.popLast() {
      found.append(command)
      pending += command.configuration.subcommands
    }
    return found
  }

  /// A command's help, each paragraph one line.
  static func help(_ command: ParsableCommand.Type) -> String {
    Archbench.helpMessage(for: command, columns: 100_000)
  }

  /// The numbers in `text`: whole numbers, not parts of words (`UTF-8`) or sizes (`3 MiB`).
  static func mentions(in text: String) -> [Mention] {
    let pattern = try! NSRegularExpression(pattern: #"(?<![\w\-–./])(\d+)(?:–(\d+))?(?![\w\-]|\.\d| MiB)"#)
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      let range = Range(match.range, in: text)!
      let first = Int32(text[Range(match.range(at: 1), in: text)!])!
      let last = Range(match.range(at: 2), in: text).map { Int32(text[$0])! } ?? first
      let before = text[..<range.lowerBound].lowercased()
      let isReference = ["exit ", "exits ", " is ", " as "].contains { before.hasSuffix($0) }
      return Mention(first: first, last: last, range: range, isReference: isReference)
    }
  }

  /// The status whose longest word `phrase` holds, and where that word starts.
  static func meaning(of phrase: String) -> (status: ExitStatus, word: String)? {
    let lowered = phrase.lowercased()
    return meanings.flatMap { status, words in words.map { (status, $0) } }
      .filter { lowered.contains($0.1.lowercased()) }
      .max { $0.1.count < $1.1.count }
      .map { (status: $0.0, word: $0.1) }
  }

  /// What is wrong with the exit statuses `help` gives; empty when nothing is.
  static func problems(in help: String) -> [String] {
    var problems: [String] = []
    for mention in mentions(in: help) where mention.isReference {
      if ExitStatus(rawValue: mention.first) == nil { problems.append("exit \(mention.first) is no ExitStatus") }
    }
    for line in help.split(separator: "\n").map(String.init) {
      guard let start = line.range(of: "exit status", options: .caseInsensitive) else { continue }
      let passage = String(line[start.lowerBound...])
      let entries = mentions(in: passage).filter { !$0.isReference }
      var group: [Mention] = []
      for (index, entry) in entries.enumerated() {
        let end = index + 1 < entries.count ? entries[index + 1].range.lowerBound : passage.endIndex
        let phrase = String(passage[entry.range.upperBound..<end])
        group.append(entry)
        // `130, 143, 129 interrupted by …`: the words after the last number are the group's.
        if phrase.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)).isEmpty { continue }
        problems += Self.problems(of: group, phrase: phrase)
        group = []
      }
      if !group.isEmpty { problems.append("\(group.map(\.first)) end the passage with no meaning: \(passage)") }
    }
    return problems
  }

  /// What is wrong with `group`, numbers that share `phrase`.
  static func problems(of group: [Mention], phrase: String) -> [String] {
    if let range = group.first, range.first != range.last {
      let spans = (range.first...range.last).allSatisfy { ExitStatus(rawValue: $0) != nil }
      let ok = group.count == 1 && spans && gitStatuses.contains(range.first) && gitStatuses.contains(range.last)
      return ok && phrase.contains("git") ? [] : ["\(range.first)–\(range.last) is not git's range: \(phrase)"]
    }
    guard group.count > 1 else {
      let number = group[0].first
      guard let status = ExitStatus(rawValue: number) else { return ["\(number) is no ExitStatus: \(phrase)"] }
      let found = meaning(of: phrase)
      return found?.status == status
        ? [] : ["\(number) is \(status), not \(found.map { "\($0.status)" } ?? "?"): \(phrase)"]
    }
    // Each number of the group named in the shared words, in the same order.
    var position = phrase.startIndex
    for number in group.map(\.first) {
      guard let status = ExitStatus(rawValue: number),
        let word = meanings[status]?.lazy.compactMap({ phrase.range(of: $0, range: position..<phrase.endIndex) }).first
      else { return ["\(group.map(\.first)): \(number) is not named, in order, in: \(phrase)"] }
      position = word.upperBound
    }
    return []
  }

  @Test("every status has words a help text can use for it")
  func everyStatusHasItsWords() {
    #expect(Set(Self.meanings.keys) == Set(ExitStatus.allCases))
  }

  @Test("every number a --help text gives as an exit status is the ExitStatus it names")
  func helpTextsFollowTheTable() {
    var checked = 0
    for command in Self.commands {
      let help = Self.help(command)
      checked += Self.mentions(in: help).count
      for problem in Self.problems(in: help) {
        Issue.record("archbench \(command._commandName) --help: \(problem)")
      }
    }
    // The texts do name statuses: a test that found none would hold nothing.
    #expect(Self.commands.count > 20)
    #expect(checked > 100)
  }

  @Test("a wrong number, a number of another meaning, or a group out of order is caught")
  func catchesWrongNumbers() {
    #expect(Self.problems(in: "Exit status: 0 success, 1 error, 64 bad argument.").isEmpty)
    #expect(!Self.problems(in: "Exit status: 0 success, 5 error, 64 bad argument.").isEmpty)
    #expect(!Self.problems(in: "Exit status: 0 success, 2 error, 64 bad argument.").isEmpty)
    #expect(!Self.problems(in: "Exit status: 0 success; 143, 130, 129 interrupted by SIGINT, SIGTERM, SIGHUP.").isEmpty)
    #expect(!Self.problems(in: "Exit status: 0 success; 10–25 a git error.").isEmpty)
    #expect(!Self.problems(in: "It is refused (exit 7).").isEmpty)
    #expect(
      Self.problems(in: "Exit status: 3 as 0, but with a warning; 10–15 a git error (11 unknown revision).").isEmpty)
  }
}
