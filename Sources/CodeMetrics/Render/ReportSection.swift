/// A part of a scan's output that another module measures (`scan --coupling`'s tables): tables
/// in the text and Markdown forms, one value under its own key in the JSON form.
///
/// A scan without sections prints exactly what it printed before sections existed: they are
/// added after the totals (before any issues), and their key takes its sorted place in JSON.
///
/// ```swift
/// let section = ReportSection(key: "coupling", value: figures,
///   tables: [.init(title: "Coupling by module", header: ["Module", "Ca"], rows: [["NIOCore", "12"]])])
/// ScanRenderer.write(report, as: .text, sections: [section], to: &output)
/// ```
public struct ReportSection: Sendable {
  /// One titled table, its cells not yet escaped.
  public struct Part: Sendable {
    public var title: String
    public var header: [String]
    public var rows: [[String]]
    /// A line printed under the table, saying how to read it; none when `nil`.
    public var note: String?

    public init(title: String, header: [String], rows: [[String]], note: String? = nil) {
      self.title = title
      self.header = header
      self.rows = rows
      self.note = note
    }
  }

  /// The JSON key, which must not be one of the report's own (`files`, `totals`, …).
  public var key: String
  public var value: any Encodable & Sendable
  public var tables: [Part]

  public init(key: String, value: any Encodable & Sendable, tables: [Part]) {
    self.key = key
    self.value = value
    self.tables = tables
  }
}
