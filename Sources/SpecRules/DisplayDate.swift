import Foundation

/// The dates as SPEC.md writes them, in UTC: `d.M.` on a list row, `d.M.yyyy HH:mm` in the detail.
///
/// One formatter for every sample and reference: where a date is formatted (a view, a presenter,
/// a view model, a selector) is the architecture's choice; how is the spec's, so it costs the
/// same everywhere.
///
/// ```swift
/// DisplayDate.dayAndMonth(event.date)    // "24.11."
/// DisplayDate.dateAndTime(event.date)    // "24.11.2026 08:30"
/// ```
public enum DisplayDate {
  /// `d.M.`, as a row of the tasks list shows the date (SPEC §3).
  public static func dayAndMonth(_ date: Date) -> String {
    date.formatted(dayAndMonthStyle)
  }

  /// `d.M.yyyy HH:mm`, as the event detail shows it (SPEC §4).
  public static func dateAndTime(_ date: Date) -> String {
    date.formatted(dateAndTimeStyle)
  }

  private static let dayAndMonthStyle = Date.VerbatimFormatStyle(
    format: "\(day: .defaultDigits).\(month: .defaultDigits).", timeZone: .gmt,
    calendar: Calendar(identifier: .gregorian))

  private static let dateAndTimeStyle = Date.VerbatimFormatStyle(
    format: """
      \(day: .defaultDigits).\(month: .defaultDigits).\(year: .defaultDigits) \
      \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)
      """,
    timeZone: .gmt, calendar: Calendar(identifier: .gregorian))
}
