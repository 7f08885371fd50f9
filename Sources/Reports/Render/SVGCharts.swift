import CodeMetrics
import Support

/// Inline SVG charts for `index.html`. Each chart scales to its container (`viewBox`,
/// `width: 100%`), so it never overflows, and takes its text colour from CSS so it reads
/// in light and dark mode.
///
/// ```swift
/// let svg = SVGCharts.rolesStackedBars(data)
/// ```
enum SVGCharts {
  /// Colours readable on both a light and a dark background.
  static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f",
    "#bab0ac", "#86bcb6", "#d37295", "#a0cbe8", "#8cd17d", "#f1ce63", "#499894",
  ]

  static let width = 800.0

  /// Production lines per role, one horizontal stacked bar per architecture; each role has a
  /// colour of its own (``roleColor(_:)``), and the legend lists the roles in name order.
  static func rolesStackedBars(_ data: ReportData) -> String {
    let roles = ReportMarkdownRenderer.allRoles(data)
    let maxLines = Double(data.architectures.map(\.production.codeLines).max() ?? 1)
    let left = 90.0
    // Room after the longest bar for its total, so the label never sits on a bar.
    let barWidth = width - left - 50
    let rowHeight = 28.0
    let legendRows = (roles.count + 5) / 6
    let height = Double(data.architectures.count) * rowHeight + 30 + Double(legendRows) * 20
    var svg = open(height: height, label: "Production code lines per role, stacked, per architecture")
    for (index, a) in data.architectures.enumerated() {
      let y = 10 + Double(index) * rowHeight
      svg += text(x: left - 8, y: y + 15, anchor: "end", a.name)
      var x = left
      for role in a.roles.sorted(by: { $0.role < $1.role }) {
        let w = maxLines > 0 ? Double(role.lines) / maxLines * barWidth : 0
        let color = roleColor(role.role)
        svg +=
          "<rect class=\"bar\" x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(w))\" height=\"20\" fill=\"\(color)\">"
          + "<title>\(Escaping.html(a.name)) · \(Escaping.html(role.role)): \(role.lines) lines, \(role.files) files</title></rect>"
        x += w
      }
      svg += text(x: x + 4, y: y + 15, anchor: "start", "\(a.production.codeLines)")
    }
    let legendTop = 20 + Double(data.architectures.count) * rowHeight
    for (index, role) in roles.enumerated() {
      let x = 10 + Double(index % 6) * 130
      let y = legendTop + Double(index / 6) * 20
      svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"12\" height=\"12\" fill=\"\(roleColor(role))\"/>"
      svg += text(x: x + 16, y: y + 11, anchor: "start", role)
    }
    return svg + "</svg>"
  }

  /// Grouped bars of two percentages per architecture, e.g. unit and conformance coverage.
  static func coverageBars(_ data: ReportData) -> String {
    let left = 90.0
    let barWidth = width - left - 60
    let rowHeight = 34.0
    let height = Double(data.architectures.count) * rowHeight + 40
    var svg = open(height: height, label: "Line coverage per architecture")
    for (index, a) in data.architectures.enumerated() {
      let y = 10 + Double(index) * rowHeight
      svg += text(x: left - 8, y: y + 14, anchor: "end", a.name)
      let series: [(Double?, String)] = [
        (a.coverage?.unitLinePercent, palette[0]), (a.coverage?.conformanceLinePercent, palette[1]),
      ]
      for (offset, (value, color)) in series.enumerated() {
        let w = (value ?? 0) / 100 * barWidth
        let barY = y + Double(offset) * 13
        svg +=
          "<rect class=\"bar\" x=\"\(f(left))\" y=\"\(f(barY))\" width=\"\(f(w))\" height=\"11\" fill=\"\(color)\"/>"
        svg += text(x: left + w + 4, y: barY + 10, anchor: "start", Formatting.percent(value))
      }
    }
    let legendY = 20 + Double(data.architectures.count) * rowHeight
    svg += "<rect x=\"10\" y=\"\(f(legendY))\" width=\"12\" height=\"12\" fill=\"\(palette[0])\"/>"
    svg += text(x: 26, y: legendY + 11, anchor: "start", "own unit tests")
    svg += "<rect x=\"170\" y=\"\(f(legendY))\" width=\"12\" height=\"12\" fill=\"\(palette[1])\"/>"
    svg += text(x: 186, y: legendY + 11, anchor: "start", "conformance suite")
    return svg + "</svg>"
  }

  static func open(height: Double, label: String) -> String {
    "<svg class=\"chart\" viewBox=\"0 0 \(f(width)) \(f(height))\" role=\"img\" aria-label=\"\(Escaping.html(label))\" "
      + "xmlns=\"http://www.w3.org/2000/svg\">"
  }

  static func text(x: Double, y: Double, anchor: String, _ content: String) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\">\(Escaping.html(content))</text>"
  }

  static func f(_ value: Double) -> String { Formatting.decimal(value, places: 1) }
}
