import HeadlessUI
import ServiceKit

extension Step {
  /// The backend pushes a change to the event whose detail is open, until the detail shows it.
  ///
  /// The list beneath hears the change too, as it would on a device: what is timed is
  /// everything the app does about one change while the detail is shown. The name alternates
  /// as in ``listLiveUpdate``, so that every push changes the screen and costs the same.
  public static let detailLiveUpdate = Step(
    id: "detail.live", screen: .detail, summary: "Live update from the backend, up to the open detail being updated",
    setUp: { context in
      try await AppFlows.logIn(context)
      try await AppFlows.openFirstEvent(context)
    },
    event: { context in
      let event = try renamed(context.sortedEvents.prefix(1), context)[0]
      let backend = context.backend
      return Injection { backend.simulate(.updated(event)) }
    },
    check: { context in
      let event = try renamed(context.sortedEvents.prefix(1), context)[0]
      try context.expect(context.driver.staticTexts[event.name].exists, "the detail showing \"\(event.name)\"")
    },
    until: { context in
      (try? renamed(context.sortedEvents.prefix(1), context)).map { context.driver.staticTexts[$0[0].name].exists }
        ?? true
    })

  /// The backend pushes `count` changes as fast as its channel takes them while the
  /// list is shown, until the list shows what the server holds.
  ///
  /// The changes rename the first `count` events the list shows, in the list's order, on a
  /// generated fixture of ``burstFixtureEvents`` events: with 100 changes every event changes,
  /// most of them below the rows on screen. The timer stops when the row of the last change
  /// on screen shows it; the check, untimed, then holds every row on screen to the server's
  /// event, so that an app that drops or reorders a change fails the step instead of being timed.
  public static func listBurst(_ count: Int) -> Step {
    Step(
      id: "list.burst.\(count)", screen: .tasks,
      summary: "A burst of \(count) live update\(count == 1 ? "" : "s") from the backend, up to the list showing all",
      fixtureEvents: burstFixtureEvents,
      setUp: { context in try await AppFlows.logIn(context) },
      event: { context in
        let events = try renamed(context.sortedEvents.prefix(count), context)
        let backend = context.backend
        return Injection {
          for event in events {
            backend.simulate(.updated(event))
          }
        }
      },
      check: { context in
        let stale = staleRows(context)
        try context.expect(stale.isEmpty, "every row on screen showing the server's event; stale: \(stale)")
      },
      until: { context in
        let shown = context.sortedEvents.prefix(min(count, Element.visibleRowLimit))
        guard let last = try? renamed(shown.suffix(1), context).first else { return true }
        return rowShows(last, context)
      },
      staleness: { context in staleRows(context).count })
  }

  /// The bursts the report compares: one change, ten, and a hundred.
  public static let listBursts = [listBurst(1), listBurst(10), listBurst(100)]

  /// The events of the bursts' fixture: as many as the largest burst changes.
  public static let burstFixtureEvents = 100

  /// `events` as this iteration's live updates change them: "(updated)" on even iterations, "(revised)" on odd.
  @MainActor
  static func renamed(_ events: some Collection<ServiceEvent>, _ context: StepContext) throws -> [ServiceEvent] {
    guard !events.isEmpty else { throw StepError.precondition("no events") }
    let suffix = context.iteration.isMultiple(of: 2) ? " (updated)" : " (revised)"
    return events.map { original in
      var event = context.backend.storedEvent(id: original.id) ?? original
      event.name = original.name + suffix
      return event
    }
  }

  /// Whether the event's row shows its name as `event` has it.
  @MainActor
  static func rowShows(_ event: ServiceEvent, _ context: StepContext) -> Bool {
    context.driver.cells["event.\(event.id)"].staticTexts.allElements.contains { $0.label == event.name }
  }

  /// The ids of the rows on screen that do not show what the server holds, in place and name.
  @MainActor
  static func staleRows(_ context: StepContext) -> [String] {
    let rows = context.driver.cells.allElements
    let expected = context.sortedEvents.prefix(Element.visibleRowLimit).compactMap {
      context.backend.storedEvent(id: $0.id)
    }
    var stale = rows.count == expected.count ? [] : ["\(rows.count) rows for \(expected.count) events"]
    for (row, event) in zip(rows, expected)
    where row.identifier != "event.\(event.id)" || !row.descendants.contains(where: { $0.label == event.name }) {
      stale.append(row.identifier)
    }
    return stale
  }
}
