import Foundation
import Git
import Testing

/// `--since` of `history` and `hotspots`: Foundation read 2026-02-31 as March 3rd (issue 44, M3).
@Suite("--since: a date or a revision")
struct WalkLimitParsingTests {
  static func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

  @Test("dates and times, in UTC unless a zone is given; anything not shaped like a date is a revision")
  func valid() throws {
    #expect(try Repository.WalkLimit(parsing: "2026-11-01") == .date(Self.date("2026-11-01T00:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2028-02-29") == .date(Self.date("2028-02-29T00:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2000-02-29") == .date(Self.date("2000-02-29T00:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2026-1-5") == .date(Self.date("2026-01-05T00:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2026-01-01T00:05:00Z") == .date(Self.date("2026-01-01T00:05:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2026-01-01T10:00") == .date(Self.date("2026-01-01T10:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "2026-01-01 10:00:30") == .date(Self.date("2026-01-01T10:00:30Z")))
    #expect(
      try Repository.WalkLimit(parsing: "2026-01-01T10:00:00+02:00") == .date(Self.date("2026-01-01T08:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "1969-12-31T23:00:00-0100") == .date(Self.date("1970-01-01T00:00:00Z")))
    #expect(try Repository.WalkLimit(parsing: "v1.0") == .revision("v1.0"))
    #expect(try Repository.WalkLimit(parsing: "HEAD~3") == .revision("HEAD~3"))
    #expect(try Repository.WalkLimit(parsing: "20261101") == .revision("20261101"))
  }

  @Test("a day the month lacks, a month or time that does not exist: refused, saying why")
  func invalid() {
    let cases = [
      ("2026-02-31", "February 2026 has 28 days"), ("2026-04-31", "April 2026 has 30 days"),
      ("2027-02-29", "February 2027 has 28 days"), ("1900-02-29", "February 1900 has 28 days"),
      ("2026-13-45", "there is no month 13"), ("2026-00-10", "there is no month 0"),
      ("2026-01-00", "January 2026 has 31 days"), ("2026-01-01T24:00:00Z", "there is no time 24:00:00"),
      ("2026-01-01T23:60", "there is no time 23:60"), ("2026-01-01T10:00:00+25:00", "there is no time zone +25:00"),
      ("2026-01-01Tnoon", "expected YYYY-MM-DD or ISO 8601"), ("2026-01-01 ", "expected YYYY-MM-DD or ISO 8601"),
    ]
    for (text, reason) in cases {
      #expect(throws: Repository.WalkLimit.InvalidDate.self, "\(text)") { try Repository.WalkLimit(parsing: text) }
      do {
        _ = try Repository.WalkLimit(parsing: text)
      } catch {
        #expect(error.description.hasPrefix("'\(text)' is not a valid date: \(reason)"), "\(error.description)")
      }
    }
  }
}
