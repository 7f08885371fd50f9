import Foundation
import Testing

/// `--format` as every command reads it: one vocabulary, the older spellings kept, and only
/// the formats a command writes.
@Suite("--format")
struct FormatOptionTests {
  @Test("md and markdown, table and text: the older spellings give the same bytes")
  func aliasesGiveTheSameOutput() async throws {
    let root = try ScanCommandTests.makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    for (alias, name) in [("md", "markdown"), ("table", "text")] {
      let old = try await ScanCommandTests.run(["scan", root.path, "--format", alias])
      let new = try await ScanCommandTests.run(["scan", root.path, "--format", name])

      #expect(old.status == 0, "\(alias): \(old.standardError)")
      #expect(new.status == 0, "\(name): \(new.standardError)")
      #expect(!new.standardOutput.isEmpty)
      #expect(old.standardOutput == new.standardOutput, "--format \(alias) differs from --format \(name)")
    }
  }

  @Test("a format the command does not write is a bad argument, listing the ones it does")
  func aFormatTheCommandDoesNotWriteIsRefused() async throws {
    let result = try await ScanCommandTests.run(["history", "--format", "sarif"])

    #expect(result.status == 64)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasPrefix(
        "Error: The value 'sarif' is invalid for '--format <format>'. Please provide one of 'csv' and 'json'.\n"))
  }

  @Test("an alias counts only where its format is written: history writes no text")
  func anAliasOfAFormatTheCommandDoesNotWriteIsRefused() async throws {
    let result = try await ScanCommandTests.run(["history", "--format", "table"])

    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: The value 'table' is invalid for '--format <format>'."))
  }

  @Test(
    "help lists each command's canonical names and its default",
    arguments: [
      (["scan"], "(values: text, json, csv, markdown; default: text)"),
      (["graph"], "(values: dot, mermaid, json; default: dot)"),
      (["coverage"], "(values: text, json, csv; default: text)"),
      (["latency"], "(values: text, json, csv, markdown; default: text)"),
      (["check"], "(values: text, markdown, github-benchmark, junit; default: text)"),
      (["history"], "(values: csv, json; default: csv)"),
      (["compare"], "(values: text, csv, json; default: text)"),
      (["hotspots"], "(values: text, markdown, json, csv; default: text)"),
      (["rules"], "(values: text, json, sarif, markdown; default: text)"),
      (["exercise", "check"], "(values: text, json; default: text)"),
      (["exercise", "measure"], "(values: markdown, json; default: markdown)"),
    ])
  func helpListsTheCanonicalNames(command: [String], values: String) async throws {
    let result = try await ScanCommandTests.run(command + ["--help"])

    #expect(result.status == 0)
    // Help wraps its lines; the list is compared with the wrapping undone.
    let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(help.contains(values), "\(command.joined(separator: " ")) --help: \(result.standardOutput)")
  }
}
