import CodeMetrics
import Foundation
import LatencyModel
import Support

extension SVGCharts {
  /// p50 per step on a logarithmic axis, one bar per subject in each step's group.
  ///
  /// Steps that run at several sizes are drawn at their largest size up to 1,000 events, the
  /// size the README's summary leads with; the scaling charts show every size.
  static func latencyPerStep(_ data: ReportData, _ latency: LatencyReport) -> String {
    let subjects = LatencyRenderer.subjects(latency, data)
    let rows = representativeRows(latency)
    let left = 150.0
    let right = 70.0
    let bar = 9.0
    let groupHeight = Double(subjects.count) * bar + 10
    let values = latency.measurements.map { Double($0.latency.p50) / 1000 }.filter { $0 > 0 }
    let (low, high) = decades(values)
    let plotWidth = width - left - right
    func x(_ microseconds: Double) -> Double {
      left + (log10(max(microseconds, low)) - log10(low)) / (log10(high) - log10(low)) * plotWidth
    }
    let legendRows = (subjects.count + 5) / 6
    let height = 30 + Double(rows.count) * groupHeight + 10 + Double(legendRows) * 20
    var svg = open(height: height, label: "p50 dispatch latency per step and architecture, logarithmic scale")
    svg += axis(decadesFrom: low, to: high, x: x, top: 20, bottom: 20 + Double(rows.count) * groupHeight, unit: "µs")
    for (index, row) in rows.enumerated() {
      let top = 20 + Double(index) * groupHeight
      svg += text(x: left - 8, y: top + groupHeight / 2 + 4, anchor: "end", "\(row.step) N=\(row.events)")
      for (offset, subject) in subjects.enumerated() {
        guard let m = LatencyRenderer.measurement(latency, subject.id, row.step, row.events) else { continue }
        let value = Double(m.latency.p50) / 1000
        let y = top + Double(offset) * bar
        let color = palette[offset % palette.count]
        svg +=
          "<rect class=\"bar\" x=\"\(f(left))\" y=\"\(f(y))\" width=\"\(f(x(value) - left))\" height=\"\(f(bar - 2))\" "
          + "fill=\"\(color)\"><title>\(Escaping.html(subject.name)) · \(Escaping.html(row.step)) N=\(row.events): "
          + "p50 \(Formatting.decimal(value, places: 1)) µs</title></rect>"
      }
    }
    svg += legend(subjects.map(\.name), top: 30 + Double(rows.count) * groupHeight)
    return svg + "</svg>"
  }

  /// p50 against the number of events for one step, both axes logarithmic, one line per subject.
  static func scaling(_ data: ReportData, _ latency: LatencyReport, step: String) -> String {
    let subjects = LatencyRenderer.subjects(latency, data)
    let results = latency.scaling.filter { $0.step == step }
    let sizes = Array(Set(results.flatMap(\.sizes))).sorted()
    guard let smallest = sizes.first, let largest = sizes.last, largest > smallest else { return "" }
    let values = results.flatMap { $0.p50s.map { Double($0) / 1000 } }.filter { $0 > 0 }
    let (low, high) = decades(values)
    let left = 70.0
    let top = 20.0
    let plotWidth = width - left - 30
    let plotHeight = 220.0
    func x(_ events: Int) -> Double {
      left + (log10(Double(events)) - log10(Double(smallest))) / (log10(Double(largest)) - log10(Double(smallest)))
        * plotWidth
    }
    func y(_ microseconds: Double) -> Double {
      top + plotHeight - (log10(max(microseconds, low)) - log10(low)) / (log10(high) - log10(low)) * plotHeight
    }
    let legendRows = (subjects.count + 5) / 6
    var svg = open(
      height: top + plotHeight + 40 + Double(legendRows) * 20,
      label: "p50 latency of \(step) against the number of events, logarithmic axes")
    var decade = low
    while decade <= high * 1.0001 {
      svg +=
        "<line x1=\"\(f(left))\" y1=\"\(f(y(decade)))\" x2=\"\(f(left + plotWidth))\" y2=\"\(f(y(decade)))\" "
        + "stroke=\"currentColor\" stroke-opacity=\"0.2\"/>"
      svg += text(x: left - 6, y: y(decade) + 4, anchor: "end", label(microseconds: decade))
      decade *= 10
    }
    for size in sizes {
      svg += text(x: x(size), y: top + plotHeight + 16, anchor: "middle", "N=\(size)")
    }
    for (offset, subject) in subjects.enumerated() {
      guard let result = results.first(where: { $0.subject == subject.id }) else { continue }
      let points = zip(result.sizes, result.p50s).map { "\(f(x($0))),\(f(y(Double($1) / 1000)))" }
      let color = palette[offset % palette.count]
      svg +=
        "<polyline class=\"line\" points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" "
        + "stroke-width=\"2\"><title>\(Escaping.html(subject.name)): slope \(Formatting.decimal(result.slope, places: 2))"
        + "</title></polyline>"
    }
    svg += legend(subjects.map(\.name), top: top + plotHeight + 30)
    return svg + "</svg>"
  }

  /// Each step once: its only size, or its largest size up to 1,000 events.
  static func representativeRows(_ latency: LatencyReport) -> [(step: String, events: Int)] {
    var chosen: [String: Int] = [:]
    var order: [String] = []
    for row in LatencyRenderer.rows(latency) {
      if chosen[row.step] == nil { order.append(row.step) }
      let current = chosen[row.step]
      if current == nil || (row.events <= 1_000 && row.events > current!) { chosen[row.step] = row.events }
    }
    return order.map { ($0, chosen[$0]!) }
  }

  /// Powers of ten around `values`, so a log axis has whole decades at both ends.
  static func decades(_ values: [Double]) -> (Double, Double) {
    guard let smallest = values.min(), let largest = values.max() else { return (1, 10) }
    let low = pow(10, floor(log10(smallest)))
    let high = pow(10, ceil(log10(largest)))
    return (low, high > low ? high : low * 10)
  }

  static func axis(
    decadesFrom low: Double, to high: Double, x: (Double) -> Double, top: Double, bottom: Double, unit: String
  )
    -> String
  {
    var svg = ""
    var decade = low
    while decade <= high * 1.0001 {
      svg +=
        "<line x1=\"\(f(x(decade)))\" y1=\"\(f(top))\" x2=\"\(f(x(decade)))\" y2=\"\(f(bottom))\" "
        + "stroke=\"currentColor\" stroke-opacity=\"0.2\"/>"
      svg += text(x: x(decade), y: top - 6, anchor: "middle", label(microseconds: decade))
      decade *= 10
    }
    return svg
  }

  static func label(microseconds: Double) -> String {
    microseconds >= 1_000 ? "\(Int((microseconds / 1_000).rounded())) ms" : "\(Int(microseconds.rounded())) µs"
  }

  static func legend(_ names: [String], top: Double) -> String {
    var svg = ""
    for (index, name) in names.enumerated() {
      let x = 10 + Double(index % 6) * 130
      let y = top + Double(index / 6) * 20
      svg += "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"12\" height=\"12\" fill=\"\(palette[index % palette.count])\"/>"
      svg += text(x: x + 16, y: y + 11, anchor: "start", name)
    }
    return svg
  }
}
