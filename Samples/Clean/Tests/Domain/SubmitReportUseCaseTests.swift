import CleanDomain
import Testing

@MainActor
struct SubmitReportUseCaseTests {
  @Test func sendsTheReportAndReturnsTheEventItLeft() async throws {
    let repository = FakeReportRepository()
    let report = StatusReport(
      eventID: 1, note: "Hotovo", isCompleted: true, completionType: .repaired, photos: [Photo(id: "IMG_0001")])

    let event = try await DefaultSubmitReportUseCase(repository: repository).execute(report)

    #expect(repository.submitted == [report])
    #expect(event.id == 1)
    #expect(event.isCompleted)
  }

  @Test func refusesACompletedReportWithoutACompletionType() async {
    let repository = FakeReportRepository()
    let report = StatusReport(eventID: 1, note: "", isCompleted: true, completionType: nil, photos: [])

    await #expect(throws: DomainError.incompleteReport) {
      try await DefaultSubmitReportUseCase(repository: repository).execute(report)
    }
    #expect(repository.submitted.isEmpty)
  }

  @Test func passesOnFailures() async {
    let repository = FakeReportRepository()
    repository.failure = .unavailable
    let report = StatusReport(eventID: 1, note: "", isCompleted: false, completionType: nil, photos: [])

    await #expect(throws: DomainError.unavailable) {
      try await DefaultSubmitReportUseCase(repository: repository).execute(report)
    }
  }
}
