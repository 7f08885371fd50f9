import ServiceKit
import Testing

@testable import Redux

@MainActor
struct EventDetailReducerTests {
  private let loaded = EventDetailState(eventID: 1, event: .loaded(TestData.event(1)))

  private func reduce(_ state: EventDetailState?, _ action: AppAction) -> EventDetailState? {
    var state = state
    eventDetailReducer(&state, action)
    return state
  }

  @Test func eventTappedOpensTheDetailLoading() {
    #expect(reduce(nil, .tasks(.eventTapped(3))) == EventDetailState(eventID: 3, event: .loading))
  }

  @Test func retryTappedLoadsAgain() {
    let state = reduce(EventDetailState(eventID: 1, event: .failed), .eventDetail(.retryTapped(1)))

    #expect(state?.event == .loading)
  }

  @Test func eventLoadedShowsTheEvent() {
    #expect(reduce(EventDetailState(eventID: 1), .eventDetail(.eventLoaded(TestData.event(1)))) == loaded)
  }

  @Test func eventFailedToLoadShowsTheFailure() {
    #expect(reduce(EventDetailState(eventID: 1), .eventDetail(.eventFailedToLoad(1)))?.event == .failed)
  }

  @Test(arguments: [
    AppAction.eventDetail(.retryTapped(2)), .eventDetail(.eventLoaded(TestData.event(2))),
    .eventDetail(.eventFailedToLoad(2)),
  ])
  func answersAboutAnotherEventAreIgnored(action: AppAction) {
    #expect(reduce(loaded, action) == loaded)
  }

  @Test func aSentReportUpdatesTheEvent() {
    var sent = TestData.event(1)
    sent.report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    #expect(reduce(loaded, .report(.sent(sent)))?.event == .loaded(sent))
  }

  @Test func poppingTheDetailDropsIt() {
    #expect(reduce(loaded, .navigation(.pathChanged([]))) == nil)
  }

  @Test func poppingAScreenAboveKeepsIt() {
    #expect(reduce(loaded, .navigation(.pathChanged([.event(1)]))) == loaded)
  }

  @Test(arguments: [
    AppAction.eventDetail(.customerTapped(1)), .eventDetail(.reportStatusTapped(1)), .tasks(.appeared),
  ])
  func actionsForOtherScreensChangeNothing(action: AppAction) {
    #expect(reduce(loaded, action) == loaded)
  }

  @Test func aLiveChangeToTheEventShowsItAndOneToAnotherIsIgnored() {
    var changed = TestData.event(1)
    changed.name = "Výměna kotle a bojleru"

    #expect(reduce(loaded, .tasks(.liveChangeReceived(.updated(TestData.event(2))))) == loaded)
    #expect(reduce(loaded, .tasks(.liveChangeReceived(.removed(2)))) == loaded)
    #expect(reduce(loaded, .tasks(.liveChangeReceived(.updated(changed))))?.event == .loaded(changed))
  }

  @Test func aLiveRemovalMarksTheEventRemovedAndBackToListDropsTheDetail() {
    let removed = reduce(loaded, .tasks(.liveChangeReceived(.removed(1))))

    #expect(removed == EventDetailState(eventID: 1, event: .loaded(TestData.event(1)), isRemoved: true))
    #expect(reduce(removed, .eventDetail(.backToListTapped)) == nil)
  }
}
