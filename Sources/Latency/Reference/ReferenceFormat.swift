import Foundation
import ServiceKit

/// The texts and rules of Samples/SPEC.md that the reference app needs: dates, search, order, option names.
///
/// ```swift
/// ReferenceFormat.listDate.string(from: event.date)   // "24.11."
/// ```
@MainActor
enum ReferenceFormat {
  /// `d.M.` in UTC, as the list shows dates.
  static let listDate = formatter("d.M.")
  /// `d.M.yyyy HH:mm` in UTC, as the detail shows them.
  static let detailDate = formatter("d.M.yyyy HH:mm")

  /// The segmented control's options, in order, with the type each one picks.
  static let completionTypes: [(title: String, type: CompletionType)] = [
    ("Repaired", .repaired), ("New part", .newPart), ("Other", .other),
  ]

  /// By date; events at the same time by id.

  /// The events whose name, customer or address contains the trimmed search, ignoring case and
  /// diacritics; with `openOnly`, only those not completed.
  nonisolated static func filter(_ events: [ServiceEvent], searchText: String, openOnly: Bool) -> [ServiceEvent] {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    return events.filter { event in
      guard !openOnly || !event.isCompleted else { return false }
      return query.isEmpty
        || [event.name, event.customerName, event.address].contains {
          $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
  }

  /// A `tel:` URL for the number as stored.
  static func callURL(_ contact: Contact) -> URL? { URL(string: "tel:\(contact.phone)") }

  /// A `maps:` URL for `location`, labelled `name`.
  static func mapURL(_ location: Location, name: String) -> URL? {
    var components = URLComponents()
    components.scheme = "maps"
    components.host = ""
    components.queryItems = [
      URLQueryItem(name: "ll", value: "\(location.latitude),\(location.longitude)"),
      URLQueryItem(name: "q", value: name),
    ]
    return components.url
  }

  private static func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = format
    return formatter
  }
}

/// Whether `lhs` is listed before `rhs`: earliest first, then by id.
///
/// A free function on purpose. Passed to `sorted(by:)` as a static method, the comparator is
/// not inlined into the specialized sort, which then copies both events (retaining each of
/// their strings) for every comparison: at 10,000 events that made the reference's reload
/// take 26 ms instead of 5, slower than Redux, whose comparator is a free function.
nonisolated func referenceIsOrderedBefore(_ lhs: ServiceEvent, _ rhs: ServiceEvent) -> Bool {
  (lhs.date, lhs.id) < (rhs.date, rhs.id)
}
