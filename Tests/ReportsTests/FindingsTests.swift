import Foundation
import Testing

@testable import Reports

/// Every finding's figures, recomputed from the committed Reports/metrics.json by hand (its raw
/// JSON, not the report's model), so that a rule that drifts from its statement fails here.
@Suite("Findings")
struct FindingsTests {
  typealias JSON = [String: Any]

  static func raw() throws -> (data: ReportData, json: JSON) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = try Data(contentsOf: root.appendingPathComponent("Reports/metrics.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: bytes) as? JSON)
    return (try JSONDecoder().decode(ReportData.self, from: bytes), json)
  }

  static func architectures(_ json: JSON) -> [JSON] { json["architectures"] as? [JSON] ?? [] }

  static func lines(_ json: JSON) -> [String: Double] {
    Dictionary(
      uniqueKeysWithValues: architectures(json).map {
        ($0["id"] as! String, (($0["production"] as! JSON)["codeLines"] as! NSNumber).doubleValue)
      })
  }

  static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  @Test("at most ten findings, each with figures, a table link and a confidence")
  func shape() throws {
    let findings = Finding.all(try Self.raw().data)
    #expect(!findings.isEmpty && findings.count <= 10)
    for finding in findings {
      #expect(!finding.figures.isEmpty, "\(finding.rule)")
      #expect(finding.table.hasPrefix("#"), "\(finding.rule)")
    }
    let readme = ReportMarkdownRenderer.readme(try Self.raw().data)
    for finding in findings {
      let anchor = String(finding.table.dropFirst())
      let headings = readme.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
        heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
          .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }.replacingOccurrences(of: " ", with: "-")
      }
      #expect(headings.contains(anchor), "\(finding.rule) links to #\(anchor), which no heading makes")
    }
  }

  @Test("every figure of every finding, recomputed from metrics.json")
  func figures() throws {
    let (data, json) = try Self.raw()
    let lines = Self.lines(json)
    let byID = Dictionary(uniqueKeysWithValues: Self.architectures(json).map { ($0["id"] as! String, $0) })
    for finding in Finding.all(data) {
      let values = Dictionary(uniqueKeysWithValues: finding.figures.map { ($0.name, $0.value) })
      switch finding.rule {
      case "size.spread":
        let smallest = lines.min { $0.value < $1.value }!
        let expected = lines.filter { $0.value >= 1.5 * smallest.value }.mapValues { Self.round($0 / smallest.value) }
        #expect(
          values
            == Dictionary(
              uniqueKeysWithValues: expected.map { ("\($0.key) ÷ \(smallest.key), production code lines", $0.value) }))
      case "toolkit.size":
        #expect(values["mvvm-uikit ÷ mvvm, production code lines"] == Self.round(lines["mvvm-uikit"]! / lines["mvvm"]!))
      case "change.spread":
        let files = byID.compactMapValues { a -> Double? in
          ((a["changeCost"] as? JSON)?["source"] as? JSON)?["meanFilesTouched"] as? Double
        }
        let few = files.min { $0.value < $1.value }!
        let many = files.max { $0.value < $1.value }!
        #expect(values["\(few.key) files touched per change"] == few.value)
        #expect(values["\(many.key) files touched per change"] == many.value)
      case "performance.cost":
        let ratios = byID.compactMapValues { $0["instructionRatioGeometricMean"] as? Double }
        let costly = ratios.filter { $0.value > 1.25 }
        #expect(values.count == costly.count + 1)
        for (id, ratio) in costly { #expect(values["\(id) instructions ×ref"] == Self.round(ratio)) }
        #expect(values["the others' highest ×ref"] == Self.round(ratios.filter { $0.value <= 1.25 }.values.max()!))
      case "testability.split":
        let coverage = byID.values.compactMap { $0["coverage"] as? JSON }
        let units = coverage.compactMap { ($0["unitLinePercent"] as? NSNumber)?.doubleValue }
        let frees = coverage.compactMap { ($0["platformFreeShare"] as? NSNumber)?.doubleValue }.map { $0 * 100 }
        #expect(values["unit line coverage spread, points"] == Self.round(units.max()! - units.min()!))
        #expect(values["platform-free share spread, points"] == Self.round(frees.max()! - frees.min()!))
      case "rank.top", "rank.dominated":
        try checkRanks(finding, data)
      case "opinion.disagreements":
        let card = Scorecard(data: data, weights: .defaults)
        let published: [String: [Criterion: Int]] = [
          "mvc": [.responsibilities: 2, .testability: 1, .easeOfUse: 5, .maintainability: 2],
          "mvp": [.responsibilities: 3, .testability: 4, .easeOfUse: 4, .maintainability: 3],
          "mvvm-uikit": [.responsibilities: 4, .testability: 4, .easeOfUse: 3, .maintainability: 4],
          "viper": [.responsibilities: 5, .testability: 5, .easeOfUse: 1, .maintainability: 4],
        ]
        var compared = 0
        var apart = 0
        for (id, opinions) in published {
          for (criterion, opinion) in opinions {
            guard let measured = card.row(criterion)?.scores[id] else { continue }
            compared += 1
            if abs(measured - opinion) >= 2 { apart += 1 }
          }
        }
        #expect(values == ["disagreements": Double(apart), "scores compared": Double(compared)])
      case "s1.lines":
        #expect(values["redux ÷ mvvm, production code lines"] == Self.round(lines["redux"]! / lines["mvvm"]!))
      case "conformance.all":
        let conformance = try #require(json["conformance"] as? JSON)
        let results = try #require(conformance["results"] as? [String: [String: String]])
        #expect(results.values.allSatisfy { $0.values.allSatisfy { $0 == "pass" } })
        #expect(values["scenarios"] == Double(results.count))
      default:
        Issue.record("no recomputation for rule \(finding.rule)")
      }
    }
  }

  /// Ranks by brute force over the scores: the worst rank over every weighting, and who dominates whom.
  func checkRanks(_ finding: Finding, _ data: ReportData) throws {
    let card = Scorecard(data: data, weights: .defaults)
    let ids = data.architectures.map(\.id).filter { id in card.rows.allSatisfy { $0.scores[id] != nil } }
    let scores = Dictionary(uniqueKeysWithValues: ids.map { id in (id, card.rows.map { Double($0.scores[id]!) }) })
    for figure in finding.figures {
      let id = String(figure.name.split(separator: " ")[0])
      if finding.rule == "rank.dominated" {
        let by = ids.filter { other in
          other != id && zip(scores[other]!, scores[id]!).allSatisfy { $0 >= $1 }
            && zip(scores[other]!, scores[id]!).contains { $0 > $1 }
        }
        #expect(figure.value == Double(by.count), "\(id)")
      } else if figure.name.hasSuffix("worst rank, every criterion counted") {
        var worst = 0
        for weights in Robustness.weightings() where !weights.contains(0) {
          let total = { (x: String) in zip(scores[x]!, weights).reduce(0) { $0 + $1.0 * $1.1 } }
          worst = max(worst, 1 + ids.count { total($0) > total(id) + 1e-9 })
        }
        #expect(figure.value == Double(worst), "\(id)")
      }
    }
  }

  @Test("a rule whose condition no longer holds makes no finding")
  func disappears() throws {
    var data = try Self.raw().data
    for index in data.architectures.indices { data.architectures[index].production.codeLines = 1000 + index }
    let rules = Finding.all(data).map(\.rule)
    #expect(!rules.contains("size.spread"))
    #expect(!rules.contains("toolkit.size"))
    var matrix = try #require(data.conformance)
    matrix.results[matrix.scenarios[0]]?[matrix.architectures[0]] = .fail
    data.conformance = matrix
    #expect(!Finding.all(data).map(\.rule).contains("conformance.all"))
  }

  @Test("the section numbers each finding with its link and confidence")
  func section() throws {
    let lines = FindingsRenderer.section(try Self.raw().data)
    #expect(lines.prefix(2) == ["## Findings", ""])
    let first = try #require(lines.first { $0.hasPrefix("1. ") })
    #expect(first.contains("([table](#"))
  }
}
