import Foundation

/// How numbers look in the table and the CSV, so that both agree.
enum NumberFormatting {
  /// `97.9%`, or `—` when there was nothing to measure.
  static func percent(_ value: Double?) -> String {
    value.map { String(format: "%.1f%%", $0) } ?? "—"
  }

  /// `1.42`, or `—`.
  static func ratio(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "—"
  }

  /// A plain decimal with `digits` fraction digits for CSV, or an empty field.
  static func decimal(_ value: Double?, digits: Int) -> String {
    value.map { String(format: "%.\(digits)f", $0) } ?? ""
  }
}
