import CodeMetrics
import Dependencies
import Rules

/// Turns a scan, its coupling and its rule violations into the items `archbench check --scan`
/// judges.
///
/// - `complexity.cyclomatic` and `complexity.cognitive` per production function, the subject
///   `path Type.name` (`#2`… for a second function of the same name in the file), over when above
///   the limit.
/// - `coupling.distance` per module, D, over when the module is in the zone of pain.
/// - one row per rule violation, the rule's id as the metric and `path enclosing: line` as the
///   subject (``ViolationKey``), always over.
///
/// ```swift
/// let items = ScanItems.make(scan: report, coupling: coupling, violations: [], limits: .defaults)
/// items.filter(\.isOver).count
/// ```
public enum ScanItems {
  public static let cyclomatic = "complexity.cyclomatic"
  public static let cognitive = "complexity.cognitive"
  public static let distance = "coupling.distance"

  public static func make(
    scan: ScanReport, coupling: CouplingReport?, violations: [ViolationKey], limits: ScanThresholds
  ) -> [ScanItem] {
    var items: [ScanItem] = []
    for file in scan.files where file.group == .production {
      var seen: [String: Int] = [:]
      for function in file.functions {
        let name = function.type.map { "\($0).\(function.name)" } ?? function.name
        seen[name, default: 0] += 1
        let subject = "\(file.path) \(name)" + (seen[name]! > 1 ? " #\(seen[name]!)" : "")
        for (id, value, limit) in [
          (cyclomatic, function.complexity, limits.cyclomatic),
          (cognitive, function.cognitiveComplexity, limits.cognitive),
        ] {
          items.append(
            ScanItem(
              metric: GateMetric(
                id: id, architecture: subject, kind: .exact, direction: .lowerIsBetter, value: Double(value),
                unit: id == cyclomatic ? "paths" : "points"),
              limit: Double(limit), isOver: value > limit))
        }
      }
    }
    for module in coupling?.modules ?? [] {
      guard let distance = module.distance else { continue }
      items.append(
        ScanItem(
          metric: GateMetric(
            id: ScanItems.distance, architecture: module.name, kind: .exact, direction: .lowerIsBetter,
            value: (distance * 1000).rounded() / 1000, unit: "D"),
          limit: limits.distance, isOver: module.zone == .pain))
    }
    for key in violations {
      let subject =
        "\(key.path) \(key.enclosing): \(key.snippet)" + (key.occurrence > 0 ? " #\(key.occurrence + 1)" : "")
      items.append(
        ScanItem(
          metric: GateMetric(
            id: key.rule, architecture: subject, kind: .exact, direction: .lowerIsBetter, value: 1, unit: "violations"),
          limit: 0, isOver: true))
    }
    return items
  }
}
