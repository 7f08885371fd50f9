import Foundation

extension DateFormatter {
  /// A formatter for the fixed `format`, in UTC, as every technician sees dates whatever their device says.
  static func utc(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}
