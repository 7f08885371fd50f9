import CodeMetrics
import Foundation

/// Role names present in `figures`, in ``CodeMetrics/ArchitectureRole`` order.
func roleColumns(_ figures: [GroupFigures]) -> [String] {
  let present = Set(figures.flatMap(\.roles.keys))
  return ArchitectureRole.allCases.map(\.rawValue).filter(present.contains)
}
