import Observation
import ServiceKit
import Testing

@testable import Redux

/// Each selection tells its observers of an action only when the part of the state it selects changed.
@MainActor
struct SelectionTests {
  /// The names of the selections whose observers were told of a change.
  @MainActor
  final class Notifications {
    private(set) var names: [String] = []

    /// Observes `selection` once, as a view's body does, under `name`.
    func observe<State>(_ name: String, _ selection: Selection<State>) {
      withObservationTracking {
        _ = selection.state
      } onChange: {
        MainActor.assumeIsolated { self.names.append(name) }
      }
    }
  }

  /// A store with a report open over event 3's detail, and the notifications of the parts each screen selects.
  private static func storeWithAnOpenReport() -> (Store, Notifications) {
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 3, event: .loaded(TestData.event(3)))
    state.navigation = NavigationState(tab: .tasks, path: [.event(3)], sheet: .report(eventID: 3))
    let store = Store(initialState: state)
    let notifications = Notifications()
    notifications.observe("user", store.select(\.user))
    notifications.observe("tasks", store.select(\.tasks))
    notifications.observe("detail", store.select(\.detail?.event))
    notifications.observe("report", store.select(\.report))
    notifications.observe("tab", store.select(\.navigation.tab))
    notifications.observe("path", store.select(\.navigation.path))
    notifications.observe("sheet", store.select(\.navigation.sheet))
    notifications.observe("alert", store.select(\.navigation.alert))
    return (store, notifications)
  }

  @Test func aKeystrokeInTheNoteTellsOnlyTheReport() {
    let (store, notifications) = Self.storeWithAnOpenReport()

    store.dispatch(.report(.noteChanged("H")))

    #expect(notifications.names == ["report"])
    #expect(store.select(\.report).note == "H")
  }

  @Test func anActionThatLeavesTheStateEqualTellsNoOne() {
    let (store, notifications) = Self.storeWithAnOpenReport()

    store.dispatch(.report(.noteChanged("")))
    store.dispatch(.navigation(.tabSelected(.tasks)))
    store.dispatch(.eventDetail(.eventLoaded(TestData.event(3))))

    #expect(notifications.names.isEmpty)
  }

  @Test func closingTheReportTellsOnlyTheSheet() {
    let (store, notifications) = Self.storeWithAnOpenReport()

    store.dispatch(.report(.closed))

    #expect(notifications.names == ["sheet"])
  }

  @Test func aSentReportTellsEachPartItChangedOnce() {
    let (store, notifications) = Self.storeWithAnOpenReport()
    var event = TestData.event(3)
    event.report = StatusReport(eventID: 3, note: "Hotovo", isCompleted: false, completionType: nil, photos: [])

    store.dispatch(.report(.sent(event)))

    #expect(notifications.names.sorted() == ["detail", "sheet", "tasks"])
  }

  @Test func aSelectionIsUpToDateAfterEachAction() {
    let store = Store(initialState: TestData.loggedIn)
    let tab = store.select(\.navigation.tab)
    let searchText = store.select(\.tasks.searchText)

    store.dispatch(.navigation(.tabSelected(.account)))
    #expect(tab.state == .account)

    store.dispatch(.tasks(.searchTextChanged("praha")))
    store.dispatch(.navigation(.tabSelected(.tasks)))
    #expect(searchText.state == "praha")
    #expect(tab.state == .tasks)
  }

  @Test func viewsThatSelectTheSamePartShareOneSelection() {
    let store = Store()

    #expect(store.select(\.report) === store.select(\.report))
    #expect(store.select(\.navigation.sheet) === store.select(\.navigation.sheet))
  }
}
