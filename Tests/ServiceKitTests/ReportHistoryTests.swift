import Foundation
import ServiceKit
import Testing

@MainActor
@Suite("FixtureBackend report history")
struct ReportHistoryTests {
  let credentials = Credentials(username: "jnovak", password: "servis123")

  @Test func theStandardFixtureHasAHistoryForTheCompletedEvent() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)

    let history = try await backend.reports(eventID: 5)

    #expect(history.map(\.id) == [1, 2])
    #expect(history.map(\.report.note) == ["Netěsní ventil, čekám na těsnění.", "Revize bez závad."])
    #expect(history.map(\.submittedAt) == [date("2026-11-20T08:30:00Z"), date("2026-11-20T11:05:00Z")])
    #expect(history.last?.report == backend.storedEvent(id: 5)?.report, "the event's report is its last one")
    #expect(try await backend.reports(eventID: 1).isEmpty)
    #expect(backend.calls == [.login, .reports, .reports])
  }

  @Test func submittedReportsJoinTheHistoryInOrder() async throws {
    let backend = FixtureBackend()
    backend.now = { self.date("2026-11-26T15:00:00Z") }
    _ = try await backend.login(credentials)
    let first = StatusReport(
      eventID: 5, note: "Kontrola po revizi", isCompleted: false, completionType: nil, photos: [])
    let second = StatusReport(eventID: 1, note: "Hotovo", isCompleted: true, completionType: .newPart, photos: [])

    _ = try await backend.submit(first)
    _ = try await backend.submit(second)

    let history = try await backend.reports(eventID: 5)
    #expect(history.map(\.id) == [1, 2, 3])
    #expect(history.last == ReportRecord(id: 3, submittedAt: date("2026-11-26T15:00:00Z"), report: first))
    #expect(
      try await backend.reports(eventID: 1) == [
        ReportRecord(id: 4, submittedAt: date("2026-11-26T15:00:00Z"), report: second)
      ])
  }

  @Test func aFailedSubmitLeavesTheHistoryAlone() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)
    backend.failNext(.submitReport)

    await #expect(throws: BackendError.unavailable) {
      try await backend.submit(
        StatusReport(eventID: 1, note: "", isCompleted: false, completionType: nil, photos: []))
    }

    #expect(try await backend.reports(eventID: 1).isEmpty)
  }

  @Test func historyNeedsASessionAndAKnownEvent() async throws {
    let backend = FixtureBackend()

    await #expect(throws: BackendError.notAuthenticated) { try await backend.reports(eventID: 5) }
    _ = try await backend.login(credentials)
    await #expect(throws: BackendError.notFound) { try await backend.reports(eventID: 99) }
  }

  @Test func historyTakesInjectedFailuresAndLatency() async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(credentials)
    backend.failNext(.reports)
    backend.setLatency(.milliseconds(20), for: .reports)

    await #expect(throws: BackendError.unavailable) { try await backend.reports(eventID: 5) }
    let start = ContinuousClock.now
    #expect(try await backend.reports(eventID: 5).count == 2)
    #expect(ContinuousClock.now - start >= .milliseconds(20))
  }

  @Test func generatedFixturesHaveNoHistory() {
    #expect(Fixture.generated(eventCount: 100).reports.isEmpty)
  }

  private func date(_ iso: String) -> Date {
    ISO8601DateFormatter().date(from: iso)!
  }
}
