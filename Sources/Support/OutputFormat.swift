/// The one vocabulary of `--format`: every format any archbench command writes, under one
/// name each, so that the same word means the same output in every command.
///
/// A command writes only some of these; each rendering module lists its own (for example
/// `ScanRenderer.formats`), and the command line offers no other. The older spellings `table`
/// and `md` are still read (``init(name:)``), so that scripts written against them keep
/// working; archbench itself writes and documents only the canonical names.
///
/// ```swift
/// OutputFormat(name: "markdown")  // .markdown
/// OutputFormat(name: "md")        // .markdown, the older spelling
/// OutputFormat(name: "table")     // .text
/// OutputFormat(name: "xml")       // nil
/// OutputFormat.githubBenchmark.rawValue  // "github-benchmark"
/// ```
public enum OutputFormat: String, Sendable, CaseIterable, Codable {
  /// What a person reads in a terminal: aligned tables, or a line per finding.
  case text
  /// GitHub-flavoured Markdown, for issues, docs and CI job summaries.
  case markdown
  /// JSON, for programs; each command documents its schema.
  case json
  /// Comma-separated values with a header row, for spreadsheets.
  case csv
  /// SARIF 2.1.0, for code-scanning tools.
  case sarif
  /// JUnit XML, for CI test reports.
  case junit
  /// github-action-benchmark's `customSmallerIsBetter` JSON.
  case githubBenchmark = "github-benchmark"
  /// Graphviz DOT, for `dot -Tsvg` and other graph tools.
  case dot
  /// A Mermaid flowchart, which GitHub draws inside a Markdown code block.
  case mermaid

  /// The older spellings, each with the format it always meant: `table` was the terminal
  /// output before it was called `text`, `md` was Markdown's short name.
  public static let aliases: [String: OutputFormat] = ["table": .text, "md": .markdown]

  /// The format called `name`: a canonical name (the raw value) or one of ``aliases``;
  /// `nil` for any other word. Names are exact: `JSON` is not `json`.
  public init?(name: String) {
    guard let format = OutputFormat(rawValue: name) ?? Self.aliases[name] else { return nil }
    self = format
  }

  /// Reads a name as ``init(name:)`` does, so that a request file written with an older
  /// spelling still decodes; encoding writes the canonical name (the synthesized `encode(to:)`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let format = OutputFormat(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "'\(name)' is not an output format")
    }
    self = format
  }
}
