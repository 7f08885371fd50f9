import CleanDomain
import Testing

struct EventChangeTests {
  let events = [
    TestData.event(id: 1, date: "2026-11-20T08:00:00Z"),
    TestData.event(id: 2, date: "2026-11-22T08:00:00Z"),
    TestData.event(id: 3, date: "2026-11-24T08:00:00Z"),
  ]

  @Test func anAddedEventTakesItsPlaceInTheSchedule() {
    var events = events

    EventChange.added(TestData.event(id: 9, date: "2026-11-23T08:00:00Z")).apply(to: &events)

    #expect(events.map(\.id) == [1, 2, 9, 3])
  }

  @Test func anUpdatedEventIsReplacedAndMovesWithItsDate() {
    var events = events

    EventChange.updated(TestData.event(id: 1, name: "Oprava", date: "2026-11-30T08:00:00Z")).apply(to: &events)

    #expect(events.map(\.id) == [2, 3, 1])
    #expect(events.last?.name == "Oprava")
  }

  @Test func aRemovedEventGoes() {
    var events = events

    EventChange.removed(2).apply(to: &events)

    #expect(events.map(\.id) == [1, 3])
  }
}
