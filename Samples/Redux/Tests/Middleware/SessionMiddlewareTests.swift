import ServiceKit
import Testing

@testable import Redux

@MainActor
struct SessionMiddlewareTests {
  let storage = DeviceStorage()

  private func makeStore(_ state: AppState = AppState()) -> TestStore {
    TestStore(state: state, middleware: [SessionMiddleware(storage: storage)])
  }

  @Test func loggingInKeepsOnlyTheToken() {
    makeStore().dispatch(.login(.loggedIn(TestData.session)))

    #expect(storage.values == ["sessionToken": "session-1-1"])
  }

  @Test func aLaunchFindsTheKeptTokenAndNothingWithout() {
    let fresh = makeStore()
    fresh.dispatch(.launched)
    #expect(fresh.actions == [.launched])

    storage.set("session-1-1", forKey: "sessionToken")
    let store = makeStore()
    store.dispatch(.launched)

    #expect(store.actions == [.launched, .login(.keptSessionFound(token: "session-1-1"))])
    #expect(store.state.login.isResumingSession)
  }

  @Test func aLaunchIntoALoggedInStateResumesNothing() {
    storage.set("session-1-1", forKey: "sessionToken")
    let store = makeStore(TestData.loggedIn)

    store.dispatch(.launched)

    #expect(store.actions == [.launched])
  }

  @Test(arguments: [
    (AppAction.login(.sessionResumeFailed(.notAuthenticated)), false),
    (.login(.sessionResumeFailed(.unavailable)), true),
    (.account(.logOutTapped), false),
  ])
  func aRefusedTokenAndLoggingOutForgetTheToken(action: AppAction, isKept: Bool) {
    storage.set("session-1-1", forKey: "sessionToken")

    makeStore().dispatch(action)

    #expect((storage.string(forKey: "sessionToken") != nil) == isKept)
  }
}
