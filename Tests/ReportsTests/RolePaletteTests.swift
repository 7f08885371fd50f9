import CodeMetrics
import Foundation
import Testing

@testable import Reports

/// index.html's "Lines per role" chart: a reader tells every role apart by its colour alone.
@Suite("Role colours")
struct RolePaletteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("no two roles of the committed report's chart share a colour, and each bar segment has its legend's")
  func chart() throws {
    let data = try JSONDecoder().decode(
      ReportData.self, from: Data(contentsOf: Self.root.appendingPathComponent("Reports/metrics.json")))
    let svg = SVGCharts.rolesStackedBars(data)
    let legend = Self.matches(
      #"width="12" height="12" fill="(#[0-9a-f]{6})"/><text [^>]*>([^<]+)</text>"#, in: svg)
    #expect(legend.map { $0[1] } == ReportMarkdownRenderer.allRoles(data), "the legend lists the roles in name order")
    #expect(legend.count >= 20)
    let colours = legend.map { $0[0] }
    #expect(Set(colours).count == colours.count, "\(legend)")
    let closest = colours.enumerated().flatMap { i, a in colours[(i + 1)...].map { Self.distance(a, $0) } }.min()
    #expect((closest ?? 0) > 0.12, "the chart's closest two colours are \(closest ?? 0) apart in OKLab")
    let colourOf = Dictionary(uniqueKeysWithValues: legend.map { ($0[1], $0[0]) })
    let segments = Self.matches(#"fill="(#[0-9a-f]{6})"><title>[^<]* · ([^:<]+): "#, in: svg)
    #expect(segments.count == data.architectures.map(\.roles.count).reduce(0, +))
    for segment in segments { #expect(colourOf[segment[1]] == segment[0], "\(segment[1])") }
  }

  @Test("every role has its own colour, and the closest two are clearly apart")
  func palette() {
    let colours = ArchitectureRole.allCases.map { SVGCharts.roleColor($0.rawValue) }
    #expect(SVGCharts.rolePalette.count >= 24)
    #expect(SVGCharts.rolePalette.count >= ArchitectureRole.allCases.count)
    #expect(Set(colours).count == colours.count)
    #expect(SVGCharts.roleColor("Other") == "#808080")
    var closest = Double.infinity
    for (i, a) in colours.enumerated() {
      for b in colours[(i + 1)...] { closest = min(closest, Self.distance(a, b)) }
    }
    // A just-noticeable difference in OKLab is about 0.02; the general palette's teals are 0.05 apart.
    #expect(closest > 0.1, "closest pair \(closest)")
    #expect(Self.distance("#76b7b2", "#86bcb6") < 0.1, "the measure tells near twins")
  }

  /// The distance of two `#rrggbb` colours in OKLab (Björn Ottosson, 2020).
  static func distance(_ a: String, _ b: String) -> Double {
    let (x, y) = (oklab(a), oklab(b))
    return ((x.0 - y.0) * (x.0 - y.0) + (x.1 - y.1) * (x.1 - y.1) + (x.2 - y.2) * (x.2 - y.2)).squareRoot()
  }

  static func oklab(_ hex: String) -> (Double, Double, Double) {
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    let channels = [value >> 16, value >> 8, value].map { component -> Double in
      let c = Double(component & 0xff) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (channels[0], channels[1], channels[2])
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    return (
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
    )
  }

  /// The capture groups of every match.
  static func matches(_ pattern: String, in text: String) -> [[String]] {
    // A literal of this file; one that does not compile is a bug here.
    let expression = try! NSRegularExpression(pattern: pattern)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
    }
  }
}
