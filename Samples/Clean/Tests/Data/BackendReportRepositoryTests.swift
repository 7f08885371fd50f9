import CleanData
import CleanDomain
import ServiceKit
import Testing

@MainActor
struct BackendReportRepositoryTests {
  @Test(arguments: [
    (CleanDomain.CompletionType.repaired, ServiceKit.CompletionType.repaired),
    (.newPart, .newPart),
    (.other, .other),
  ])
  func sendsTheReportAsTheBackendsOwn(
    completionType: CleanDomain.CompletionType, expected: ServiceKit.CompletionType
  ) async throws {
    let backend = try await FixtureBackend.loggedIn()
    let report = CleanDomain.StatusReport(
      eventID: 1, note: "Hotovo", isCompleted: true, completionType: completionType,
      photos: [CleanDomain.Photo(id: "IMG_0002"), CleanDomain.Photo(id: "IMG_0001")])

    let event = try await BackendReportRepository(backend: backend).submit(report)

    #expect(event.id == 1)
    #expect(event.isCompleted)
    #expect(
      backend.storedEvent(id: 1)?.report
        == ServiceKit.StatusReport(
          eventID: 1, note: "Hotovo", isCompleted: true, completionType: expected,
          photos: [ServiceKit.Photo(id: "IMG_0002"), ServiceKit.Photo(id: "IMG_0001")]))
  }

  @Test func anOpenReportLeavesTheEventOpen() async throws {
    let backend = try await FixtureBackend.loggedIn()
    let report = CleanDomain.StatusReport(eventID: 3, note: "", isCompleted: false, completionType: nil, photos: [])

    let event = try await BackendReportRepository(backend: backend).submit(report)

    #expect(!event.isCompleted)
    #expect(backend.storedEvent(id: 3)?.report?.completionType == nil)
  }

  @Test func translatesFailures() async throws {
    let backend = try await FixtureBackend.loggedIn()
    backend.failNext(.submitReport)
    let report = CleanDomain.StatusReport(eventID: 1, note: "", isCompleted: false, completionType: nil, photos: [])

    await #expect(throws: DomainError.unavailable) {
      try await BackendReportRepository(backend: backend).submit(report)
    }
    #expect(backend.storedEvent(id: 1)?.report == nil)
  }
}
