import ServiceKit
import Testing

@MainActor
@Suite("FixtureBackend")
struct FixtureBackendTests {
  let credentials = Credentials(username: "jnovak", password: "servis123")

  @Test func logsInWithTheFixtureAccount() async throws {
    let backend = FixtureBackend()

    let session = try await backend.login(credentials)

    #expect(session.user == User(id: 1, username: "jnovak", firstName: "Jan", lastName: "Novák"))
    #expect(backend.currentUser == session.user)
    #expect(backend.calls == [.login])
  }

  @Test func aTokenResumesItsSessionUntilLogoutOrRevocation() async throws {
    let backend = FixtureBackend()
    let first = try await backend.login(credentials)
    let second = try await backend.login(credentials)
    #expect(first.token != second.token)

    #expect(try await backend.resume(token: first.token) == first.user)
    #expect(backend.currentToken == first.token)
    try await backend.logout()
    await #expect(throws: BackendError.notAuthenticated) { try await backend.resume(token: first.token) }
    #expect(try await backend.resume(token: second.token) == second.user)

    backend.revokeSessions()

    await #expect(throws: BackendError.notAuthenticated) { try await backend.resume(token: second.token) }
    await #expect(throws: BackendError.notAuthenticated) { try await backend.resume(token: "made-up") }
    #expect(backend.calls == [.login, .login, .resume, .logout, .resume, .resume, .resume, .resume])
  }

  @Test func rejectsWrongCredentials() async {
    let backend = FixtureBackend()

    await #expect(throws: BackendError.invalidCredentials) {
      try await backend.login(Credentials(username: "jnovak", password: "x"))
    }
    #expect(backend.currentUser == nil)
  }

  @Test func requiresASession() async throws {
    let backend = FixtureBackend()

    await #expect(throws: BackendError.notAuthenticated) { try await backend.events() }

    _ = try await backend.login(credentials)
    #expect(try await backend.events().count == 8)

    try await backend.logout()
    await #expect(throws: BackendError.notAuthenticated) { try await backend.customer(id: 1) }
  }

  @Test func findsEventsAndCustomersById() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)

    #expect(try await backend.event(id: 3).name == "Kontrola čerpadla")
    #expect(try await backend.customer(id: 4).name == "Hotel Černý orel")
    await #expect(throws: BackendError.notFound) { try await backend.event(id: 99) }
    await #expect(throws: BackendError.notFound) { try await backend.customer(id: 99) }
  }

  @Test func failNextFailsTheGivenNumberOfCalls() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)
    backend.failNext(.events, times: 2)

    await #expect(throws: BackendError.unavailable) { try await backend.events() }
    await #expect(throws: BackendError.unavailable) { try await backend.events() }
    #expect(try await backend.events().count == 8)
  }

  @Test func failingForeverLastsUntilCleared() async throws {
    let backend = FixtureBackend()
    backend.failNext(.login, with: .unavailable, times: nil)

    for _ in 0..<3 {
      await #expect(throws: BackendError.unavailable) { try await backend.login(credentials) }
    }
    backend.clearFailures()
    _ = try await backend.login(credentials)
  }

  @Test func heldCallsWaitForRelease() async throws {
    let backend = FixtureBackend()
    backend.hold(.login)

    let login = Task { try await backend.login(credentials) }
    while backend.heldCallCount == 0 {
      await Task.yield()
    }
    #expect(backend.currentUser == nil)
    #expect(backend.busyCallCount == 0, "a held call waits for the test, not for time")

    backend.release(.login)
    _ = try await login.value

    #expect(backend.currentUser?.username == "jnovak")
    #expect(backend.heldCallCount == 0)
  }

  @Test func latencyCountsAsBusy() async throws {
    let backend = FixtureBackend()
    // Long enough that no scheduling delay can end it before the check; the test cancels it.
    backend.setLatency(.seconds(60), for: .login)

    let login = Task { try await backend.login(credentials) }
    while backend.calls.isEmpty {
      await Task.yield()
    }
    #expect(backend.busyCallCount == 1)

    login.cancel()
    await #expect(throws: CancellationError.self) { try await login.value }
    #expect(backend.busyCallCount == 0)
    #expect(backend.currentUser == nil)
  }

  @Test func submitStoresTheReport() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)
    let report = StatusReport(
      eventID: 2, note: "Hotovo", isCompleted: true, completionType: .repaired, photos: [Photo(id: "IMG_0001")])

    let event = try await backend.submit(report)

    #expect(event.isCompleted)
    #expect(backend.storedEvent(id: 2)?.report == report)
    await #expect(throws: BackendError.notFound) {
      try await backend.submit(StatusReport(eventID: 99, note: "", isCompleted: false, completionType: nil, photos: []))
    }
  }

  @Test func simulatedChangesReachLiveStreamsAndTheStore() async throws {
    let backend = FixtureBackend()
    var changes = backend.liveChanges().makeAsyncIterator()
    #expect(backend.liveSubscriberCount == 1)
    var event = try #require(backend.storedEvent(id: 1))
    event.name = "Jiný název"

    backend.simulate(.updated(event))
    backend.simulate(.removed(2))
    backend.simulate(.removed(3), push: false)

    #expect(await changes.next() == .updated(event))
    #expect(await changes.next() == .removed(2))
    #expect(backend.storedEvent(id: 1)?.name == "Jiný název")
    #expect(backend.storedEvent(id: 3) == nil)
  }

  @Test func submitEchoesTheUpdatedEventUnlessTurnedOff() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)
    var changes = backend.liveChanges().makeAsyncIterator()
    let completing = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: .repaired, photos: [])

    let updated = try await backend.submit(completing)
    backend.echoesSubmissions = false
    _ = try await backend.submit(
      StatusReport(eventID: 2, note: "", isCompleted: false, completionType: nil, photos: []))
    backend.simulate(.removed(3))

    #expect(await changes.next() == .updated(updated))
    #expect(await changes.next() == .removed(3))
  }

  @Test func endedStreamsUnsubscribe() async {
    let backend = FixtureBackend()
    let consumer = Task {
      for await _ in backend.liveChanges() {}
    }
    while backend.liveSubscriberCount == 0 {
      await Task.yield()
    }

    consumer.cancel()
    await consumer.value

    #expect(backend.liveSubscriberCount == 0)
  }
}
