import ServiceKit
import Testing

@testable import Redux

@MainActor
struct BackendMiddlewareTests {
  private func makeStore(_ state: AppState, backend: FixtureBackend) -> TestStore {
    TestStore(state: state, middleware: [BackendMiddleware(backend: backend)])
  }

  private func loggedInBackend() async throws -> FixtureBackend {
    let backend = FixtureBackend()
    _ = try await backend.login(TestData.credentials)
    return backend
  }

  /// Dispatches `action` and waits for the one action the backend's answer dispatches.
  private func answer(to action: AppAction, in store: TestStore) async -> AppAction? {
    store.dispatch(action)
    _ = await eventually { store.actions.count == 2 }
    await settle()
    #expect(store.actions.count == 2)
    return store.actions.last
  }

  // MARK: Login

  @Test func logInTappedWithACompleteFormLogsIn() async {
    let backend = FixtureBackend()
    let store = makeStore(AppState(login: LoginState(username: "jnovak", password: "servis123")), backend: backend)

    #expect(await answer(to: .login(.logInTapped), in: store) == .login(.loggedIn(TestData.session)))
    #expect(backend.calls == [.login])
  }

  @Test func logInTappedWithAnIncompleteFormCallsNothing() async {
    let backend = FixtureBackend()
    let store = makeStore(AppState(login: LoginState(username: "jnovak")), backend: backend)

    store.dispatch(.login(.logInTapped))
    await settle()

    #expect(store.actions == [.login(.logInTapped)])
    #expect(backend.calls.isEmpty)
  }

  @Test func wrongCredentialsFailTheLogin() async {
    let store = makeStore(AppState(login: LoginState(username: "jnovak", password: "wrong")), backend: FixtureBackend())

    #expect(await answer(to: .login(.logInTapped), in: store) == .login(.logInFailed(.invalidCredentials)))
  }

  @Test func anUnavailableServerFailsTheLogin() async {
    let backend = FixtureBackend()
    backend.failNext(.login)
    let store = makeStore(AppState(login: LoginState(username: "jnovak", password: "servis123")), backend: backend)

    #expect(await answer(to: .login(.logInTapped), in: store) == .login(.logInFailed(.unavailable)))
  }

  @Test func aKeptSessionFoundIsResumed() async throws {
    let backend = try await loggedInBackend()
    let store = makeStore(AppState(), backend: backend)

    #expect(
      await answer(to: .login(.keptSessionFound(token: TestData.session.token)), in: store)
        == .login(.sessionResumed(TestData.user)))
    #expect(backend.calls == [.login, .resume])
  }

  @Test func aRefusedTokenFailsTheResumption() async throws {
    let backend = try await loggedInBackend()
    backend.revokeSessions()
    let store = makeStore(AppState(), backend: backend)

    #expect(
      await answer(to: .login(.keptSessionFound(token: TestData.session.token)), in: store)
        == .login(.sessionResumeFailed(.notAuthenticated)))
  }

  // MARK: Events

  @Test func appearedLoadsTheEventsTheFirstTime() async throws {
    let store = makeStore(AppState(user: TestData.user), backend: try await loggedInBackend())

    #expect(await answer(to: .tasks(.appeared), in: store) == .tasks(.eventsLoaded(Fixture.standard.events)))
  }

  @Test func appearedAgainLoadsNothing() async throws {
    let backend = try await loggedInBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)

    store.dispatch(.tasks(.appeared))
    await settle()

    #expect(store.actions == [.tasks(.appeared)])
    #expect(backend.calls == [.login])
  }

  @Test(arguments: [TasksAction.retryTapped, .refreshPulled])
  func retryAndRefreshLoadTheEvents(action: TasksAction) async throws {
    let backend = try await loggedInBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: .tasks(action), in: store) == .tasks(.eventsLoaded(Fixture.standard.events)))
    #expect(backend.calls.last == .events)
  }

  @Test func aFailedLoadOfTheEventsIsDispatched() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.events)
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: .tasks(.retryTapped), in: store) == .tasks(.eventsFailedToLoad))
  }

  // MARK: Event and customer

  @Test(arguments: [AppAction.tasks(.eventTapped(3)), .eventDetail(.retryTapped(3))])
  func eventTappedAndRetryLoadTheEvent(action: AppAction) async throws {
    let backend = try await loggedInBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: action, in: store) == .eventDetail(.eventLoaded(TestData.event(3))))
    #expect(backend.calls.last == .event)
  }

  @Test func aFailedLoadOfTheEventIsDispatched() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.event)
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: .tasks(.eventTapped(3)), in: store) == .eventDetail(.eventFailedToLoad(3)))
  }

  @Test(arguments: [AppAction.eventDetail(.customerTapped(4)), .customer(.retryTapped(4))])
  func customerTappedAndRetryLoadTheCustomer(action: AppAction) async throws {
    let backend = try await loggedInBackend()
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: action, in: store) == .customer(.customerLoaded(TestData.customer(4))))
    #expect(backend.calls.last == .customer)
  }

  @Test func aFailedLoadOfTheCustomerIsDispatched() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.customer)
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: .eventDetail(.customerTapped(4)), in: store) == .customer(.customerFailedToLoad(4)))
  }

  // MARK: Report

  @Test func sendTappedSubmitsTheForm() async throws {
    let backend = try await loggedInBackend()
    let form = ReportState(
      note: "Hotovo", isCompleted: true, completionType: .repaired, photos: [Photo(id: "IMG_0001")])
    var state = TestData.loggedIn
    state.report = form
    let store = makeStore(state, backend: backend)

    let answer = await answer(to: .report(.sendTapped(eventID: 1)), in: store)

    let sent = try #require(backend.storedEvent(id: 1))
    #expect(sent.report == form.statusReport(eventID: 1))
    #expect(answer == .report(.sent(sent)))
  }

  @Test func aFailedSendIsDispatched() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    let store = makeStore(TestData.loggedIn, backend: backend)

    #expect(await answer(to: .report(.sendTapped(eventID: 1)), in: store) == .report(.sendFailed))
    #expect(backend.storedEvent(id: 1)?.report == nil)
  }

  // MARK: Logout

  @Test(arguments: [false, true])
  func logOutTappedTellsTheBackendAndNothingElse(backendFails: Bool) async throws {
    let backend = try await loggedInBackend()
    if backendFails {
      backend.failNext(.logout)
    }
    let store = makeStore(TestData.loggedIn, backend: backend)

    store.dispatch(.account(.logOutTapped))
    await settle()

    #expect(backend.calls == [.login, .logout])
    #expect(store.actions == [.account(.logOutTapped)])
  }

  @Test func anAnswerThatArrivesAfterLogOutIsDropped() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.events)
    let store = makeStore(AppState(user: TestData.user), backend: backend)
    store.dispatch(.tasks(.appeared))
    store.dispatch(.account(.logOutTapped))

    backend.release(.events)
    await settle()

    #expect(store.actions == [.tasks(.appeared), .account(.logOutTapped)])
    #expect(store.state == AppState())
  }
}
