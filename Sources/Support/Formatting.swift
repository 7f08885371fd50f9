import Foundation

/// How every archbench output shows a number: fixed decimals in the POSIX locale, so that
/// the same figures always give the same bytes; a percentage with a space before `%`; and
/// one mark, ``missing``, where there is no value.
///
/// ```swift
/// Formatting.decimal(3.14159, places: 2)  // "3.14"
/// Formatting.percent(share: 0.5)          // "50.0 %"
/// Formatting.percent(97.94)               // "97.9 %"
/// Formatting.percent(nil)                 // "–"
/// Formatting.integer(1_234_567)           // "1,234,567"
/// Formatting.signed(3)                    // "+3"
/// ```
public enum Formatting {
  /// What a table shows where a value is missing or could not be measured: an en dash.
  public static let missing = "–"

  /// `value` with `places` fraction digits.
  public static func decimal(_ value: Double, places: Int) -> String {
    String(format: "%.\(places)f", locale: Locale(identifier: "en_US_POSIX"), value)
  }

  /// `value` with `places` fraction digits, or ``missing``.
  public static func decimal(_ value: Double?, places: Int) -> String {
    value.map { decimal($0, places: places) } ?? missing
  }

  /// A percentage given as a percentage (`97.94` → `"97.9 %"`), or ``missing``.
  public static func percent(_ percent: Double?, places: Int = 1) -> String {
    percent.map { decimal($0, places: places) + " %" } ?? missing
  }

  /// A percentage given as a share (`0.5` → `"50.0 %"`), or ``missing``.
  public static func percent(share: Double?, places: Int = 1) -> String {
    percent(share.map { $0 * 100 }, places: places)
  }

  /// A count with a comma between each group of three digits.
  public static func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return (value < 0 ? "-" : "") + grouped
  }

  /// A difference as a reader expects it: `+3`, `-2`, `0`.
  public static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
}
