/// The formats one renderer writes, declared by the renderer as an enum of its own: each case
/// is a format, its raw value the word `--format` reads (Docs/output-formats.md holds the words).
///
/// A renderer's switch over its own enum is exhaustive over exactly the formats it writes, and a
/// command's `--format` offers the cases of that enum and no other, so adding a format to a
/// command is one case and one switch arm in its renderer. The same word means the same output
/// in every command: `text` for a person at a terminal, `json` for programs (the vocabulary in
/// Docs/output-formats.md, which a test holds to every declaration). The older spellings `table`
/// and `md` are still read (``init(name:)``), so that scripts written against them keep working;
/// archbench itself writes and documents only the canonical names.
///
/// ```swift
/// public enum GraphRenderer {
///   public enum Format: String, RendererFormat { case dot, mermaid, json }
/// }
/// GraphRenderer.Format(name: "mermaid")  // .mermaid
/// ScanRenderer.Format(name: "md")         // .markdown, the older spelling
/// GraphRenderer.Format(name: "text")      // nil: graph writes no text
/// ```
public protocol RendererFormat: RawRepresentable<String>, CaseIterable, Hashable, Sendable, Codable
where AllCases == [Self] {}

extension RendererFormat {
  /// The older spellings, each with the name of the format it always meant: `table` was the
  /// terminal output before it was called `text`, `md` was Markdown's short name.
  public static var aliases: [String: String] { ["table": "text", "md": "markdown"] }

  /// The format called `name`: a canonical name (the raw value) or one of ``aliases``; `nil`
  /// for any other word or a format this renderer does not write. Names are exact: `JSON` is
  /// not `json`.
  public init?(name: String) {
    guard let format = Self(rawValue: name) ?? Self.aliases[name].flatMap(Self.init(rawValue:)) else { return nil }
    self = format
  }

  /// The same word in this renderer's formats, for a command that hands one `--format` to two
  /// renderers (`rules` and `rules --catalog`); `nil` when this renderer does not write it.
  public init?(_ other: some RendererFormat) {
    self.init(rawValue: other.rawValue)
  }

  /// Reads a name as ``init(name:)`` does, so that a request file written with an older
  /// spelling still decodes; a word this renderer does not write is data corrupted at its key,
  /// `format: 'sarif' is not one of text, json, csv, markdown`. Encoding writes the canonical name.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let format = Self(name: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "'\(name)' is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    self = format
  }
}

extension Array where Element: RendererFormat {
  /// Whether `format`'s word is among these formats, which may be another renderer's: whether
  /// `scan --rev` with several revisions writes the format `scan` was asked for.
  public func contains(_ format: some RendererFormat) -> Bool {
    contains { $0.rawValue == format.rawValue }
  }
}
