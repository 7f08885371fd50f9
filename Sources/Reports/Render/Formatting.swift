import Foundation

/// Number formatting shared by the renderers: fixed decimals, POSIX locale, so that the
/// same figures always give the same bytes.
///
/// ```swift
/// Formatting.decimal(3.14159, places: 2)  // "3.14"
/// Formatting.percent(0.5)                 // "50.0 %"
/// Formatting.integer(1_234_567)            // "1,234,567"
/// ```
enum Formatting {
  static func decimal(_ value: Double, places: Int) -> String {
    String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
  }

  static func percent(_ share: Double?) -> String {
    share.map { decimal($0 * 100, places: 1) + " %" } ?? "–"
  }

  static func percentValue(_ percent: Double?) -> String {
    percent.map { decimal($0, places: 1) + " %" } ?? "–"
  }

  /// A count with a comma between each group of three digits.
  static func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }
}
