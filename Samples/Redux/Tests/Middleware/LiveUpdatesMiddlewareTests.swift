import ServiceKit
import Testing

@testable import Redux

@MainActor
struct LiveUpdatesMiddlewareTests {
  private func makeStore(_ state: AppState = AppState(), backend: FixtureBackend) -> TestStore {
    TestStore(state: state, middleware: [LiveUpdatesMiddleware(backend: backend)])
  }

  @Test func loggingInSubscribesAndEachChangeIsDispatched() async {
    let backend = FixtureBackend()
    let store = makeStore(backend: backend)

    store.dispatch(.login(.loggedIn(TestData.session)))
    #expect(backend.liveSubscriberCount == 1)
    backend.simulate(.removed(2))
    backend.simulate(.updated(TestData.event(3)))

    #expect(await eventually { store.actions.count == 3 })
    #expect(
      store.actions == [
        .login(.loggedIn(TestData.session)), .tasks(.liveChangeReceived(.removed(2))),
        .tasks(.liveChangeReceived(.updated(TestData.event(3)))),
      ])
  }

  @Test func loggingOutUnsubscribes() async {
    let backend = FixtureBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)
    store.dispatch(.tasks(.appeared))

    store.dispatch(.account(.logOutTapped))
    backend.simulate(.removed(2))
    await settle()

    #expect(backend.liveSubscriberCount == 0)
    #expect(store.actions == [.tasks(.appeared), .account(.logOutTapped)])
  }

  @Test func nothingIsSubscribedWhileLoggedOut() async {
    let backend = FixtureBackend()
    let store = makeStore(backend: backend)

    store.dispatch(.login(.usernameChanged("j")))

    #expect(backend.liveSubscriberCount == 0)
  }

  @Test func anAppStartedLoggedInSubscribesOnItsFirstAction() {
    let backend = FixtureBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)

    store.dispatch(.tasks(.appeared))
    store.dispatch(.tasks(.searchTextChanged("a")))

    #expect(backend.liveSubscriberCount == 1)
  }
}
