import ServiceKit
import Testing

@testable import Redux

@MainActor
struct StoreTests {
  /// Dispatches follow-up actions from inside `handle`, before passing the action on, and notes the state each
  /// of those dispatches returned to.
  final class FollowUpMiddleware: Middleware {
    private let followUps: (AppAction) -> [AppAction]
    private(set) var searchTextsAfterDispatching: [String] = []

    init(_ followUps: @escaping (AppAction) -> [AppAction]) {
      self.followUps = followUps
    }

    func handle(_ action: AppAction, store: Store, next: Dispatch) {
      for followUp in followUps(action) {
        store.dispatch(followUp)
        searchTextsAfterDispatching.append(store.state.tasks.searchText)
      }
      next(action)
    }
  }

  /// Notes the search text before and after each action passed on, in a trace shared with other spies.
  final class SpyMiddleware: Middleware {
    final class Trace {
      var lines: [String] = []
    }

    private let name: String
    private let trace: Trace

    init(_ name: String, trace: Trace = Trace()) {
      self.name = name
      self.trace = trace
    }

    func handle(_ action: AppAction, store: Store, next: Dispatch) {
      trace.lines.append("\(name) before: \(store.state.tasks.searchText)")
      next(action)
      trace.lines.append("\(name) after: \(store.state.tasks.searchText)")
    }
  }

  private static func search(_ text: String) -> AppAction {
    .tasks(.searchTextChanged(text))
  }

  @Test func dispatchReducesTheAction() {
    let store = Store()

    store.dispatch(Self.search("praha"))

    #expect(store.state.tasks.searchText == "praha")
  }

  @Test func startsInTheInitialState() {
    #expect(Store(initialState: TestData.loggedIn).state == TestData.loggedIn)
  }

  @Test func middlewareWrapsTheReducerInTheOrderGiven() {
    let trace = SpyMiddleware.Trace()
    let store = Store(middleware: [SpyMiddleware("outer", trace: trace), SpyMiddleware("inner", trace: trace)])

    store.dispatch(Self.search("a"))

    #expect(trace.lines == ["outer before: ", "inner before: ", "inner after: a", "outer after: a"])
  }

  @Test func anActionDispatchedDuringADispatchWaitsUntilTheCurrentOneIsDone() {
    let followUps = FollowUpMiddleware { $0 == Self.search("a") ? [Self.search("b"), Self.search("c")] : [] }
    let log = LoggingMiddleware()
    let store = Store(middleware: [log, followUps])

    store.dispatch(Self.search("a"))

    // The follow-ups were queued, not run, while "a" was still on its way to the reducer.
    #expect(followUps.searchTextsAfterDispatching == ["", ""])
    #expect(log.entries.map(\.action) == [Self.search("a"), Self.search("b"), Self.search("c")])
    #expect(store.state.tasks.searchText == "c")
  }

  @Test func queuedActionsRunInTheOrderTheyWereDispatched() {
    let followUps = FollowUpMiddleware { action in
      switch action {
      case Self.search("a"): [Self.search("b"), Self.search("c")]
      case Self.search("b"): [Self.search("d")]
      default: []
      }
    }
    let log = LoggingMiddleware()
    let store = Store(middleware: [log, followUps])

    store.dispatch(Self.search("a"))

    #expect(log.entries.map(\.action) == ["a", "b", "c", "d"].map(Self.search))
  }
}
