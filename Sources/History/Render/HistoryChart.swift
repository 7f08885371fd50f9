import CodeMetrics
import Foundation
import Support

/// An SVG line chart of production code lines per group over a history, oldest commit on
/// the left. Self-contained (colours inline), and scales to its container through its
/// `viewBox`, so `index.html` can embed it as it is.
///
/// ```swift
/// try HistoryChart.svg(trend).write(toFile: "history.svg", atomically: true, encoding: .utf8)
/// ```
public enum HistoryChart {
  static let palette = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
  ]

  public static func svg(
    _ trend: HistoryTrend, title: String = "Production code lines per architecture, by commit"
  )
    -> String
  {
    let width = 800.0
    let left = 60.0
    let right = 110.0
    let top = 20.0
    let plotHeight = 260.0
    let height = top + plotHeight + 50
    let names = trend.groups.map(\.name)
    let maximum = max(1, trend.points.flatMap(\.groups).map(\.code).max() ?? 1)
    let scale = niceCeiling(Double(maximum))
    let count = trend.points.count
    func x(_ index: Int) -> Double {
      count <= 1 ? left + (width - left - right) / 2 : left + Double(index) / Double(count - 1) * (width - left - right)
    }
    func y(_ value: Int) -> Double { top + plotHeight - Double(value) / scale * plotHeight }
    var svg =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(f(width)) \(f(height))\" "
      + "role=\"img\" aria-label=\"\(escape(title))\" font-family=\"sans-serif\" font-size=\"12\">"
      + "<title>\(escape(title))</title>"
    for step in 0...4 {
      let value = Int(scale * Double(step) / 4)
      let lineY = y(value)
      svg += "<line x1=\"\(f(left))\" y1=\"\(f(lineY))\" x2=\"\(f(width - right))\" y2=\"\(f(lineY))\" "
      svg += "stroke=\"#888\" stroke-opacity=\"0.3\"/>"
      svg += text(x: left - 6, y: lineY + 4, anchor: "end", "\(value)")
    }
    if let first = trend.points.first, let last = trend.points.last {
      svg += text(x: left, y: top + plotHeight + 18, anchor: "start", "\(first.commit.short) \(first.date.prefix(10))")
      if count > 1 {
        svg += text(
          x: width - right, y: top + plotHeight + 18, anchor: "end", "\(last.commit.short) \(last.date.prefix(10))")
      }
      svg += text(
        x: (left + width - right) / 2, y: top + plotHeight + 38, anchor: "middle",
        "\(count) commits of \(trend.revision)")
    }
    var labels: [(y: Double, colour: String, text: String)] = []
    for (index, name) in names.enumerated() {
      let colour = palette[index % palette.count]
      let values = trend.points.enumerated().compactMap { position, point in
        point.figures(of: name).map { (position, $0.code, point.commit.short) }
      }
      guard let lastValue = values.last else { continue }
      let path = values.map { "\(f(x($0.0))),\(f(y($0.1)))" }.joined(separator: " ")
      svg += "<polyline fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2\" points=\"\(path)\">"
      svg += "<title>\(escape(name))</title></polyline>"
      for value in values {
        svg += "<circle cx=\"\(f(x(value.0)))\" cy=\"\(f(y(value.1)))\" r=\"2.5\" fill=\"\(colour)\">"
        svg += "<title>\(escape(name)) at \(value.2): \(value.1) lines</title></circle>"
      }
      labels.append((y(lastValue.1) + 4, colour, "\(name) \(lastValue.1)"))
    }
    // Groups that end close together would print their labels on one another: space them.
    labels.sort { $0.y < $1.y }
    for index in labels.indices.dropFirst() where labels[index].y < labels[index - 1].y + 14 {
      labels[index].y = labels[index - 1].y + 14
    }
    for label in labels {
      svg +=
        "<text x=\"\(f(width - right + 8))\" y=\"\(f(label.y))\" fill=\"\(label.colour)\">\(escape(label.text))</text>"
    }
    return svg + "</svg>"
  }

  /// The smallest 1, 2 or 5 × 10ⁿ at or above `value`, so gridlines fall on round numbers.
  static func niceCeiling(_ value: Double) -> Double {
    let magnitude = pow(10, floor(log10(max(value, 1))))
    for factor in [1.0, 2.0, 5.0, 10.0] where factor * magnitude >= value { return factor * magnitude }
    return 10 * magnitude
  }

  private static func text(x: Double, y: Double, anchor: String, _ content: String) -> String {
    "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" fill=\"currentColor\">\(escape(content))</text>"
  }

  private static func f(_ value: Double) -> String { Formatting.decimal(value, places: 1) }

  static func escape(_ text: String) -> String { Escaping.xml(text) }
}
