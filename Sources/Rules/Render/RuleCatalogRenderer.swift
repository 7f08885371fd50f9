import Support

/// `archbench rules --catalog` in its formats: the one-line-a-rule listing, or the Markdown
/// page that `Docs/rules.md` is.
///
/// ```swift
/// print(RuleCatalogRenderer.render(names: ["mvvmc": "MVVM-C"], as: .text), terminator: "")
/// ```
public enum RuleCatalogRenderer {
  /// The formats of the catalog: ``RuleCatalogText`` and ``RuleCatalogMarkdown``.
  public enum Format: String, RendererFormat { case text, markdown }

  /// The catalog in `format`, `names` as for ``RuleCatalogText/listing(names:)``.
  public static func render(names: [String: String] = [:], as format: Format) -> String {
    switch format {
    case .text: RuleCatalogText.listing(names: names)
    case .markdown: RuleCatalogMarkdown.document(names: names)
    }
  }
}
