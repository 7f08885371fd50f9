import ServiceKit
import Testing

@testable import Redux

@MainActor
struct TasksReducerTests {
  private let loaded = TasksState(events: .loaded(TestData.sortedEvents))

  private func reduce(_ state: TasksState, _ action: AppAction) -> TasksState {
    var state = state
    tasksReducer(&state, action)
    return state
  }

  private func ids(_ state: TasksState) -> [ServiceEvent.ID]? {
    state.events.value?.map(\.id)
  }

  @Test func appearedStartsTheFirstLoad() {
    #expect(reduce(TasksState(), .tasks(.appeared)).events == .loading)
  }

  @Test(arguments: [Loadable<[ServiceEvent]>.loading, .failed, .loaded(TestData.sortedEvents)])
  func appearedAgainChangesNothing(events: Loadable<[ServiceEvent]>) {
    let state = TasksState(events: events)

    #expect(reduce(state, .tasks(.appeared)) == state)
  }

  @Test func searchTextChangedSetsIt() {
    #expect(reduce(loaded, .tasks(.searchTextChanged("praha"))).searchText == "praha")
  }

  @Test func openOnlyChangedSetsIt() {
    #expect(reduce(loaded, .tasks(.openOnlyChanged(true))).isOpenOnly)
    #expect(!reduce(TasksState(isOpenOnly: true), .tasks(.openOnlyChanged(false))).isOpenOnly)
  }

  @Test func retryTappedLoadsAgain() {
    #expect(reduce(TasksState(events: .failed), .tasks(.retryTapped)).events == .loading)
  }

  @Test func eventsLoadedSortsThemByDate() {
    let state = reduce(TasksState(events: .loading), .tasks(.eventsLoaded(Fixture.standard.events)))

    #expect(ids(state) == [5, 2, 1, 3, 4, 6, 7, 8])
  }

  @Test func eventsAtTheSameTimeAreSortedById() {
    let events = [
      TestData.newEvent(id: 12, date: "2026-11-22T10:00:00Z"), TestData.newEvent(id: 11, date: "2026-11-22T10:00:00Z"),
    ]

    #expect(ids(reduce(TasksState(events: .loading), .tasks(.eventsLoaded(events)))) == [11, 12])
  }

  @Test func eventsFailedToLoadShowsTheFailure() {
    #expect(reduce(loaded, .tasks(.eventsFailedToLoad)).events == .failed)
  }

  @Test func anAddedEventTakesItsSortedPlace() {
    let added = TestData.newEvent(id: 9, date: "2026-11-22T10:00:00Z")

    let state = reduce(loaded, .tasks(.liveChangeReceived(.added(added))))

    #expect(ids(state) == [5, 9, 2, 1, 3, 4, 6, 7, 8])
  }

  @Test func anUpdatedEventMovesToItsNewPlace() {
    var updated = TestData.event(3)
    updated.date = updated.date.addingTimeInterval(7 * 24 * 3600)

    let state = reduce(loaded, .tasks(.liveChangeReceived(.updated(updated))))

    #expect(ids(state) == [5, 2, 1, 4, 6, 7, 8, 3])
    #expect(state.events.value?.last == updated)
  }

  @Test func aRemovedEventGoes() {
    #expect(ids(reduce(loaded, .tasks(.liveChangeReceived(.removed(2))))) == [5, 1, 3, 4, 6, 7, 8])
  }

  @Test(arguments: [Loadable<[ServiceEvent]>.notLoaded, .loading, .failed])
  func liveChangesWaitForTheLoad(events: Loadable<[ServiceEvent]>) {
    let state = TasksState(events: events)

    #expect(reduce(state, .tasks(.liveChangeReceived(.removed(2)))) == state)
  }

  @Test func aSentReportUpdatesItsEvent() {
    var sent = TestData.event(1)
    sent.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .other, photos: [])

    let state = reduce(loaded, .report(.sent(sent)))

    #expect(state.events.value?.first { $0.id == 1 }?.isCompleted == true)
    #expect(ids(state) == ids(loaded))
  }

  @Test(arguments: [AppAction.tasks(.refreshPulled), .tasks(.eventTapped(1)), .login(.logInTapped)])
  func actionsForTheMiddlewareOrOtherScreensChangeNothing(action: AppAction) {
    #expect(reduce(loaded, action) == loaded)
  }
}
