import Foundation

/// Dates as the JSON writes them, e.g. `2026-11-22T02:14:09Z`.
enum ISO8601Formatting {
  static func string(from date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}
