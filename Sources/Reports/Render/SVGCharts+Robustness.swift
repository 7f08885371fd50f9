import Support

extension SVGCharts {
  /// Each architecture's rank range: a thin bar over weightings and bands, a thicker one over
  /// weightings alone, the thickest over the weightings that count every criterion, and a dot at
  /// the embedded weights. Rank 1 (best) is on the left.
  static func robustness(_ data: ReportData, _ robustness: Robustness) -> String {
    let ranked = data.architectures.filter { robustness.ranks[$0.id] != nil }
    guard !ranked.isEmpty else { return "" }
    let count = data.architectures.count
    let left = 120.0
    let plot = width - left - 30
    let rowHeight = 26.0
    let height = Double(ranked.count) * rowHeight + 70
    let x = { (rank: Int) in left + (count > 1 ? Double(rank - 1) / Double(count - 1) * plot : plot / 2) }
    var svg = open(height: height, label: "Rank range per architecture over weightings and band settings")
    for rank in 1...max(count, 1) {
      svg += "<line class=\"edge\" x1=\"\(f(x(rank)))\" y1=\"8\" x2=\"\(f(x(rank)))\" y2=\"\(f(height - 50))\"/>"
      svg += text(x: x(rank), y: height - 36, anchor: "middle", "\(rank)")
    }
    for (index, a) in ranked.enumerated() {
      let ranks = robustness.ranks[a.id]!
      let y = 18 + Double(index) * rowHeight
      svg += text(x: left - 10, y: y + 4, anchor: "end", a.name)
      let wide = ranks.overWeightsAndBands
      let narrow = ranks.overWeights
      let counted = ranks.everyCriterionCounted
      svg +=
        "<rect x=\"\(f(x(wide.lowerBound) - 3))\" y=\"\(f(y - 3))\" width=\"\(f(x(wide.upperBound) - x(wide.lowerBound) + 6))\" "
        + "height=\"6\" rx=\"3\" fill=\"\(palette[9])\"><title>\(Escaping.html(a.name)): ranks \(ScorecardRenderer.range(wide)) "
        + "over weightings and bands</title></rect>"
      svg +=
        "<rect x=\"\(f(x(narrow.lowerBound) - 5))\" y=\"\(f(y - 6))\" width=\"\(f(x(narrow.upperBound) - x(narrow.lowerBound) + 10))\" "
        + "height=\"12\" rx=\"6\" fill=\"\(palette[0])\"><title>\(Escaping.html(a.name)): ranks "
        + "\(ScorecardRenderer.range(narrow)) over weightings</title></rect>"
      svg +=
        "<rect x=\"\(f(x(counted.lowerBound) - 7))\" y=\"\(f(y - 9))\" width=\"\(f(x(counted.upperBound) - x(counted.lowerBound) + 14))\" "
        + "height=\"18\" rx=\"9\" fill=\"\(palette[4])\"><title>\(Escaping.html(a.name)): ranks "
        + "\(ScorecardRenderer.range(counted)) with every criterion counted</title></rect>"
      svg +=
        "<circle cx=\"\(f(x(ranks.atDefaults)))\" cy=\"\(f(y))\" r=\"5\" fill=\"\(palette[1])\"><title>\(Escaping.html(a.name)): "
        + "rank \(ranks.atDefaults) at the embedded weights</title></circle>"
    }
    let legend = height - 18
    svg += "<rect x=\"10\" y=\"\(f(legend - 12))\" width=\"24\" height=\"18\" rx=\"9\" fill=\"\(palette[4])\"/>"
    svg += text(x: 40, y: legend + 1, anchor: "start", "every criterion counted")
    svg += "<rect x=\"200\" y=\"\(f(legend - 9))\" width=\"24\" height=\"12\" rx=\"6\" fill=\"\(palette[0])\"/>"
    svg += text(x: 230, y: legend + 1, anchor: "start", "any weighting")
    svg += "<rect x=\"340\" y=\"\(f(legend - 6))\" width=\"24\" height=\"6\" rx=\"3\" fill=\"\(palette[9])\"/>"
    svg += text(x: 370, y: legend + 1, anchor: "start", "bands moved too")
    svg += "<circle cx=\"510\" cy=\"\(f(legend - 3))\" r=\"5\" fill=\"\(palette[1])\"/>"
    svg += text(x: 520, y: legend + 1, anchor: "start", "embedded weights (rank 1 = best)")
    return svg + "</svg>"
  }
}
