import Foundation

extension DateFormatter {
  /// A formatter for `format` in UTC, as the spec shows every date, independent of the device's locale.
  static func utc(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}
