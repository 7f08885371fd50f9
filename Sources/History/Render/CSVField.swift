import CodeMetrics
import Foundation

/// A CSV field: RFC 4180 quoting, control characters escaped (``CodeMetrics/Escaping/csv(_:)``).
func csvField(_ text: String) -> String { Escaping.csv(text) }

/// `+3`, `-2`, `0`: a difference as a reader expects it.
func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

/// Role names present in `figures`, in ``CodeMetrics/ArchitectureRole`` order.
func roleColumns(_ figures: [GroupFigures]) -> [String] {
  let present = Set(figures.flatMap(\.roles.keys))
  return ArchitectureRole.allCases.map(\.rawValue).filter(present.contains)
}

extension String {
  func padded(to width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - count))
    return right ? padding + self : self + padding
  }
}

/// Sorted keys and pretty printing, so that equal values give equal files.
func prettyJSON(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  // Encoding these models cannot fail: they hold only strings, numbers and arrays.
  return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self) + "\n"
}
