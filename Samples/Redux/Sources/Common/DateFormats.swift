import Foundation

/// How the screens show dates: in UTC, as SPEC.md says.
@MainActor
enum DateFormats {
  /// The list's `24.11.`.
  static let day = formatter("d.M.")
  /// The detail's `24.11.2026 08:00`.
  static let dateAndTime = formatter("d.M.yyyy HH:mm")

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}
