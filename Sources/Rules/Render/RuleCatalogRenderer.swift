import Support

/// `archbench rules --catalog` in its formats: the one-line-a-rule listing, or the Markdown
/// page that `Docs/rules.md` is.
///
/// ```swift
/// print(RuleCatalogRenderer.render(names: ["mvvmc": "MVVM-C"], as: .text), terminator: "")
/// ```
public enum RuleCatalogRenderer {
  /// The formats of the catalog: ``RuleCatalogText`` and ``RuleCatalogMarkdown``.
  public static let formats: [OutputFormat] = [.text, .markdown]

  /// The catalog in `format`, one of ``formats``; `names` as for ``RuleCatalogText/listing(names:)``.
  public static func render(names: [String: String] = [:], as format: OutputFormat) -> String {
    switch format {
    case .text: RuleCatalogText.listing(names: names)
    case .markdown: RuleCatalogMarkdown.document(names: names)
    case .json, .csv, .sarif, .junit, .githubBenchmark, .dot, .mermaid:
      format.unsupported(by: "rules --catalog", writes: formats)
    }
  }
}
