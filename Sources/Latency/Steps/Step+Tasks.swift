import Foundation
import HeadlessUI
import ServiceKit

extension Step {
  /// Tapping the first row of the list, until the event's detail is shown.
  public static let listSelect = Step(
    id: "list.select", screen: .tasks, summary: "Select a row, up to the detail being shown",
    setUp: { context in try await AppFlows.logIn(context) },
    event: { context in
      guard let first = context.sortedEvents.first else { throw StepError.precondition("no events") }
      return try context.tap(.row, "event.\(first.id)")
    },
    check: { context in try context.expect(context.driver.staticTexts["status"].exists, "the detail's status") },
    restore: { context in try await context.driver.goBack() })

  /// A keystroke in the list's search field, with N events loaded.
  ///
  /// The search for "i" hides one event in ten to five, some of them among the rows shown, so
  /// that the filter runs and the shown rows change at every size. The generated names,
  /// customers and addresses nearly all contain an "a", and a search for "a" left the list as
  /// it was below N = 1,000: a sample whose list sits in a subview with equal inputs then
  /// skipped it, which measured the fixture, not the architecture.
  public static let listSearch = Step(
    id: "list.search", screen: .tasks, summary: "Keystroke in the list search field", scales: true,
    setUp: { context in try await AppFlows.logIn(context) },
    event: { context in try context.keystroke(searchQuery, into: .searchField, "Search") },
    check: { context in
      let query = String(searchQuery)
      try context.expect(
        context.driver.searchFields["Search"].value == query, "the search field reading \"\(query)\"")
      let shownBefore = context.sortedEvents.prefix(Element.visibleRowLimit)
      try context.expect(!shownBefore.allSatisfy(matchesSearchQuery), "the search hiding a row that was shown")
      let matching = context.sortedEvents.filter(matchesSearchQuery).count
      let rows = min(matching, Element.visibleRowLimit)
      try context.expect(
        context.driver.cells.count == rows, "\(rows) rows shown for the events matching \"\(query)\"")
    },
    restore: { context in try await context.driver.searchFields["Search"].clearText() })

  /// The backend pushes a change to the first event shown, until its row shows it.
  ///
  /// The name alternates between two changed names of the same length, so that every push
  /// changes the row and costs the same: back to the original name, a shorter string, took one
  /// allocation less in every architecture, and the median of a half-and-half split flipped
  /// between runs.
  public static let listLiveUpdate = Step(
    id: "list.live", screen: .tasks, summary: "Live update from the backend, up to the row being updated", scales: true,
    setUp: { context in try await AppFlows.logIn(context) },
    event: { context in
      let event = try liveUpdatedEvent(context)
      let backend = context.backend
      return Injection { backend.simulate(.updated(event)) }
    },
    check: { context in
      let event = try liveUpdatedEvent(context)
      try context.expect(rowShows(event, context), "the row of event \(event.id) showing \"\(event.name)\"")
    },
    until: { context in (try? liveUpdatedEvent(context)).map { rowShows($0, context) } ?? true })

  /// Pull to refresh, until the list is loaded again.
  public static let listRefresh = Step(
    id: "list.refresh", screen: .tasks, summary: "Pull to refresh", scales: true,
    setUp: { context in try await AppFlows.logIn(context) },
    event: { context in try context.pullToRefresh("events") },
    check: { context in
      try context.expect(context.driver.activityIndicators.count == 0, "no activity indicator after the refresh")
      try context.expect(context.driver.cells.count > 0, "rows in the list")
    })

  /// What ``listSearch`` types: one letter, as a technician starts a search.
  private static let searchQuery: Character = "i"

  /// Whether the spec's search shows `event` for ``searchQuery``: its name, customer or address
  /// contains it, ignoring case and diacritics.
  private static func matchesSearchQuery(_ event: ServiceEvent) -> Bool {
    [event.name, event.customerName, event.address].contains {
      $0.range(of: String(searchQuery), options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  /// The first listed event as this iteration's live update changes it: "(updated)" on even iterations, "(revised)" on odd.
  @MainActor
  private static func liveUpdatedEvent(_ context: StepContext) throws -> ServiceEvent {
    try renamed(context.sortedEvents.prefix(1), context)[0]
  }
}
