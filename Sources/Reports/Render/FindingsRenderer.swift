import Support

/// The *Findings* at the top of README.md and index.html: what the tables add up to.
///
/// ```swift
/// FindingsRenderer.section(data)  // ["## Findings", "", "1. VIPER, VIP and Clean need …", …]
/// ```
enum FindingsRenderer {
  static let introduction =
    "Each statement is made by a rule in `Sources/Reports/Findings/FindingRule.swift` from this report's data; "
    + "a rule whose condition no longer holds makes none. After each: the table it comes from, and how far it holds."

  static func section(_ data: ReportData) -> [String] {
    let findings = Finding.all(data)
    var out = ["## Findings", "", introduction, ""]
    guard !findings.isEmpty else { return out + ["_No rule's condition holds in this run._", ""] }
    for (index, finding) in findings.enumerated() {
      out.append("\(index + 1). \(finding.text) ([table](\(finding.table)); \(finding.confidence.words).)")
    }
    return out + [""]
  }

  static func html(_ data: ReportData) -> String {
    let findings = Finding.all(data)
    var html =
      "<h2>Findings</h2><p class=\"muted\">\(Escaping.html(ReportHTMLRenderer.unescapeMarkdown(introduction)))</p>"
    guard !findings.isEmpty else { return html + "<p>No rule's condition holds in this run.</p>" }
    html += "<ol>"
    for finding in findings {
      html +=
        "<li>\(Escaping.html(ReportHTMLRenderer.unescapeMarkdown(finding.text))) "
        + "<span class=\"muted\">(<a href=\"README.md\(Escaping.html(finding.table))\">table</a>; "
        + "\(Escaping.html(finding.confidence.words)))</span></li>"
    }
    return html + "</ol>"
  }
}
