import Foundation
import Synchronization

/// An in-memory ``Backend`` over a ``Fixture``, with latency, failures and held calls that tests inject.
///
/// ```swift
/// let backend = FixtureBackend()
/// backend.failNext(.events)          // the next events() throws .unavailable
/// backend.hold(.login)               // login() waits until release(.login)
/// backend.setLatency(.milliseconds(50))
/// backend.simulate(.removed(3))      // pushed to every liveChanges() stream
/// backend.revokeSessions()           // every kept token is refused from now on
/// ```
@MainActor
public final class FixtureBackend: Backend {
  /// Every call made, in order; tests use it to prove that no call was made.
  public private(set) var calls: [BackendOperation] = []
  /// The user of the current session.
  public private(set) var currentUser: User?
  /// The token of the current session.
  public private(set) var currentToken: String?
  /// Calls now waiting out their latency. Held calls are not counted: they wait for the test, not for time.
  public private(set) var busyCallCount = 0
  /// Calls now waiting for ``release(_:)``.
  public var heldCallCount: Int { held.values.reduce(0) { $0 + $1.count } }
  /// How many `liveChanges()` streams are being consumed.
  public var liveSubscriberCount: Int { subscribers.count }
  /// The date ``submit(_:)`` records a report as sent on; a test sets it to get a fixed one.
  public var now: () -> Date = Date.init
  /// Whether ``submit(_:)`` pushes the updated event to the live streams, as a server does; a
  /// test turns it off to deliver the echo itself, later, with ``simulate(_:push:)``.
  public var echoesSubmissions = true

  private var fixture: Fixture
  private var latency: [BackendOperation: Duration] = [:]
  private var defaultLatency: Duration = .zero
  private var failures: [BackendOperation: (error: BackendError, remaining: Int?)] = [:]
  private var heldOperations: Set<BackendOperation> = []
  private var held: [BackendOperation: [CheckedContinuation<Void, Never>]] = [:]
  private let subscribers = Subscribers()
  /// The tokens the server accepts, and whose session each stands for.
  private var sessions: [String: User] = [:]
  private var issuedTokenCount = 0

  public init(fixture: Fixture = .standard) {
    self.fixture = fixture
  }

  // MARK: Injection

  /// Delays every call, or only `operation`'s, by `duration`.
  public func setLatency(_ duration: Duration, for operation: BackendOperation? = nil) {
    if let operation {
      latency[operation] = duration
    } else {
      defaultLatency = duration
    }
  }

  /// Makes the next `times` calls of `operation` throw `error`; `nil` fails every call until ``clearFailures()``.
  public func failNext(_ operation: BackendOperation, with error: BackendError = .unavailable, times: Int? = 1) {
    failures[operation] = (error, times)
  }

  /// Removes every injected failure.
  public func clearFailures() {
    failures.removeAll()
  }

  /// Makes calls of `operation` wait until ``release(_:)``, so a test can see the app while it waits.
  public func hold(_ operation: BackendOperation) {
    heldOperations.insert(operation)
  }

  /// Lets waiting and future calls of `operation` go on.
  public func release(_ operation: BackendOperation) {
    heldOperations.remove(operation)
    for continuation in held.removeValue(forKey: operation) ?? [] {
      continuation.resume()
    }
  }

  /// Applies a change on the "server" and, unless `push` is false, pushes it to every live stream.
  ///
  /// A change that is not pushed shows only after the app loads the events again.
  public func simulate(_ change: LiveChange, push: Bool = true) {
    switch change {
    case .added(let event):
      fixture.events.append(event)
    case .updated(let event):
      guard let index = fixture.events.firstIndex(where: { $0.id == event.id }) else { return }
      fixture.events[index] = event
    case .removed(let id):
      fixture.events.removeAll { $0.id == id }
    }
    if push {
      subscribers.send(change)
    }
  }

  /// Refuses every token issued so far, as a server does when sessions expire.
  public func revokeSessions() {
    sessions.removeAll()
  }

  /// The event as the server has it now, for tests that build a change from it.
  public func storedEvent(id: ServiceEvent.ID) -> ServiceEvent? {
    fixture.events.first { $0.id == id }
  }

  // MARK: Backend

  public func login(_ credentials: Credentials) async throws -> AuthSession {
    try await begin(.login)
    guard
      let account = fixture.accounts.first(where: {
        $0.user.username == credentials.username && $0.password == credentials.password
      })
    else { throw BackendError.invalidCredentials }
    return startSession(for: account.user)
  }

  public func register(_ registration: Registration) async throws -> AuthSession {
    try await begin(.register)
    guard !fixture.accounts.contains(where: { $0.user.username == registration.email }) else {
      throw BackendError.invalidCredentials
    }
    let user = User(
      id: (fixture.accounts.map(\.user.id).max() ?? 0) + 1, username: registration.email,
      firstName: registration.nickname, lastName: "")
    fixture.accounts.append(Fixture.Account(user: user, password: registration.password))
    return startSession(for: user)
  }

  public func resume(token: String) async throws -> User {
    try await begin(.resume)
    guard let user = sessions[token] else { throw BackendError.notAuthenticated }
    currentToken = token
    currentUser = user
    return user
  }

  public func logout() async throws {
    try await begin(.logout)
    if let currentToken {
      sessions[currentToken] = nil
    }
    currentToken = nil
    currentUser = nil
  }

  public func events() async throws -> [ServiceEvent] {
    try await begin(.events, authenticated: true)
    return fixture.events
  }

  public func event(id: ServiceEvent.ID) async throws -> ServiceEvent {
    try await begin(.event, authenticated: true)
    guard let event = storedEvent(id: id) else { throw BackendError.notFound }
    return event
  }

  public func customer(id: Customer.ID) async throws -> Customer {
    try await begin(.customer, authenticated: true)
    guard let customer = fixture.customers.first(where: { $0.id == id }) else { throw BackendError.notFound }
    return customer
  }

  public func submit(_ report: StatusReport) async throws -> ServiceEvent {
    try await begin(.submitReport, authenticated: true)
    guard let index = fixture.events.firstIndex(where: { $0.id == report.eventID }) else {
      throw BackendError.notFound
    }
    fixture.events[index].report = report
    let id = (fixture.reports.map(\.id).max() ?? 0) + 1
    fixture.reports.append(ReportRecord(id: id, submittedAt: now(), report: report))
    if echoesSubmissions {
      subscribers.send(.updated(fixture.events[index]))
    }
    return fixture.events[index]
  }

  public func reports(eventID: ServiceEvent.ID) async throws -> [ReportRecord] {
    try await begin(.reports, authenticated: true)
    guard storedEvent(id: eventID) != nil else { throw BackendError.notFound }
    return fixture.reports.filter { $0.report.eventID == eventID }
  }

  public nonisolated func liveChanges() -> AsyncStream<LiveChange> {
    subscribers.stream()
  }

  // MARK: Internals

  private func startSession(for user: User) -> AuthSession {
    issuedTokenCount += 1
    let session = AuthSession(token: "session-\(issuedTokenCount)-\(user.id)", user: user)
    sessions[session.token] = user
    currentToken = session.token
    currentUser = user
    return session
  }

  /// Records the call, then waits, holds and fails as injected.
  private func begin(_ operation: BackendOperation, authenticated: Bool = false) async throws {
    calls.append(operation)
    let delay = latency[operation] ?? defaultLatency
    if delay > .zero {
      busyCallCount += 1
      defer { busyCallCount -= 1 }
      try await Task.sleep(for: delay)
    }
    if heldOperations.contains(operation) {
      await withCheckedContinuation { held[operation, default: []].append($0) }
    }
    if let failure = failures[operation] {
      if let remaining = failure.remaining {
        failures[operation] = remaining > 1 ? (failure.error, remaining - 1) : nil
      }
      throw failure.error
    }
    if authenticated && currentUser == nil {
      throw BackendError.notAuthenticated
    }
  }
}

/// The continuations of live streams; a stream's termination may come from any thread.
private final class Subscribers: Sendable {
  private let continuations = Mutex<[Int: AsyncStream<LiveChange>.Continuation]>([:])
  private let nextID = Atomic<Int>(0)

  var count: Int { continuations.withLock { $0.count } }

  func stream() -> AsyncStream<LiveChange> {
    let id = nextID.add(1, ordering: .relaxed).newValue
    let (stream, continuation) = AsyncStream.makeStream(of: LiveChange.self)
    continuation.onTermination = { [weak self] _ in
      _ = self?.continuations.withLock { $0.removeValue(forKey: id) }
    }
    continuations.withLock { $0[id] = continuation }
    return stream
  }

  func send(_ change: LiveChange) {
    for continuation in continuations.withLock({ Array($0.values) }) {
      continuation.yield(change)
    }
  }
}
