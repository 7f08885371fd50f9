/// The formats of a command that hands its one `--format` to either of two renderers, `First`'s
/// formats then those of `Second` it does not share, each word once.
///
/// `rules` checks (text, json, sarif) or lists its catalog (text, markdown); its `--format`
/// offers every word either renderer writes, and the command pairs each with its mode. A format
/// added to either renderer is offered with nothing else to change.
///
/// ```swift
/// typealias Format = FormatUnion<RulesRenderer.Format, RuleCatalogRenderer.Format>
/// var format = FormatOption<RulesCommand>(.first(.text))
/// Format.allCases.map(\.rawValue)               // ["text", "json", "sarif", "markdown"]
/// RuleCatalogRenderer.Format(Format(name: "md")!)  // .markdown
/// ```
public struct FormatUnion<First: RendererFormat, Second: RendererFormat>: RendererFormat {
  public let rawValue: String

  /// The word if either renderer writes it.
  public init?(rawValue: String) {
    guard First(rawValue: rawValue) != nil || Second(rawValue: rawValue) != nil else { return nil }
    self.rawValue = rawValue
  }

  /// One of `First`'s formats, which the union always holds: `.first(.text)`.
  public static func first(_ format: First) -> Self { Self(word: format.rawValue) }

  /// One of `Second`'s formats, which the union always holds: `.second(.markdown)`.
  public static func second(_ format: Second) -> Self { Self(word: format.rawValue) }

  private init(word: String) { rawValue = word }

  public static var allCases: [Self] {
    let words = First.allCases.map(\.rawValue) + Second.allCases.map(\.rawValue)
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }.compactMap(Self.init(rawValue:))
  }
}
