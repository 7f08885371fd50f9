import Foundation

extension Repository.WalkLimit {
  /// Why text shaped like a date is not one: `2026-02-31`, `2026-13-01`, `2026-01-01T25:00Z`.
  public struct InvalidDate: Error, Equatable, Sendable, CustomStringConvertible {
    public var text: String
    /// What is wrong, in a few words: "February 2026 has 28 days".
    public var reason: String

    public var description: String { "'\(text)' is not a valid date: \(reason)" }
  }

  /// A date when `text` is shaped like one, else a revision.
  ///
  /// Dates are `YYYY-MM-DD` (midnight UTC) or that with a time, ISO 8601: `T` (or a space),
  /// `HH:MM` or `HH:MM:SS` with an optional fraction, and a zone, `Z` or `±HH:MM`
  /// (UTC without one). Text shaped like a date must be one, day by day of the calendar:
  /// Foundation's parser would read `2026-02-31` as March 3rd, and `2026-01-01T25:00` as
  /// midnight, without a word.
  ///
  /// ```swift
  /// try Repository.WalkLimit(parsing: "v1.0")        // .revision("v1.0")
  /// try Repository.WalkLimit(parsing: "2026-11-01")  // .date(2026-11-01 00:00:00 UTC)
  /// try Repository.WalkLimit(parsing: "2026-02-31")  // throws: February 2026 has 28 days
  /// ```
  public init(parsing text: String) throws(InvalidDate) {
    guard text.wholeMatch(of: /[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}([T ].*)?/) != nil else {
      self = .revision(text)
      return
    }
    self = .date(try Self.date(text))
  }

  private static func date(_ text: String) throws(InvalidDate) -> Date {
    let pattern =
      #/(?<year>[0-9]{4})-(?<month>[0-9]{1,2})-(?<day>[0-9]{1,2})(?:[T ](?<hour>[0-9]{2}):(?<minute>[0-9]{2})(?::(?<second>[0-9]{2})(?<fraction>\.[0-9]+)?)?(?<zone>Z|[+-][0-9]{2}:?[0-9]{2})?)?/#
    guard let match = text.wholeMatch(of: pattern) else {
      throw InvalidDate(text: text, reason: "expected YYYY-MM-DD or ISO 8601 (2026-11-01T09:30:00Z)")
    }
    let year = Int(match.year)!
    let month = Int(match.month)!
    let day = Int(match.day)!
    guard (1...12).contains(month) else { throw InvalidDate(text: text, reason: "there is no month \(month)") }
    let days = daysIn(month: month, year: year)
    guard (1...days).contains(day) else {
      let name = monthNames[month - 1]
      throw InvalidDate(text: text, reason: "\(name) \(year) has \(days) days")
    }
    let hour = match.hour.map { Int($0)! } ?? 0
    let minute = match.minute.map { Int($0)! } ?? 0
    let second = match.second.map { Int($0)! } ?? 0
    guard hour < 24, minute < 60, second < 60 else {
      throw InvalidDate(
        text: text,
        reason: "there is no time \(match.hour ?? ""):\(match.minute ?? "")"
          + (match.second.map { ":\($0)" } ?? ""))
    }
    var offset = 0
    if let zone = match.zone, zone != "Z" {
      let digits = zone.dropFirst().filter { $0 != ":" }
      let zoneHours = Int(digits.prefix(2))!
      let zoneMinutes = Int(digits.suffix(2))!
      guard zoneHours < 24, zoneMinutes < 60 else {
        throw InvalidDate(text: text, reason: "there is no time zone \(zone)")
      }
      offset = (zoneHours * 3600 + zoneMinutes * 60) * (zone.hasPrefix("-") ? -1 : 1)
    }
    let fraction = match.fraction.flatMap { Double("0" + $0) } ?? 0
    // Days since 1970-01-01 by the proleptic Gregorian calendar, as ISO 8601 counts them.
    let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds - offset) + fraction)
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  private static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Howard Hinnant's `days_from_civil`.
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
