import ServiceKit
import Testing

@testable import MVVMC

/// `ReportViewModel`: the form's rules, photos, sending with its success and failure, and closing.
struct ReportViewModelTests {
  @Test @MainActor func startsEmpty() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend(), onSent: { _ in }, onClose: {})

    #expect(report.note == "")
    #expect(!report.isCompleted)
    #expect(report.completionType == nil)
    #expect(report.photos.isEmpty)
    #expect(report.canSend)
    #expect(!report.isSending)
    #expect(!report.isShowingSendFailure)
  }

  @Test @MainActor func offersTheCompletionTypesInOrder() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend(), onSent: { _ in }, onClose: {})

    #expect(report.completionTypes.map(report.title(of:)) == ["Repaired", "New part", "Other"])
  }

  @Test @MainActor func aCompletedEventNeedsACompletionTypeToBeSent() async throws {
    let backend = try await loggedInBackend()
    let report = ReportViewModel(eventID: 1, backend: backend, onSent: { _ in }, onClose: {})

    report.isCompleted = true

    #expect(!report.canSend)
    await report.send()
    #expect(!backend.calls.contains(.submitReport))

    report.completionType = .newPart

    #expect(report.canSend)

    report.isCompleted = false
    report.completionType = nil

    #expect(report.canSend)
  }

  @Test @MainActor func attachingAddsPhotosInOrderOnlyOnce() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend(), onSent: { _ in }, onClose: {})

    report.attach([Photo(id: "IMG_0002"), Photo(id: "IMG_0001")])
    report.attach([Photo(id: "IMG_0001"), Photo(id: "IMG_0003")])
    report.attach([])

    #expect(report.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test @MainActor func sendSubmitsTheFormAndHandsOnTheUpdatedEvent() async throws {
    let backend = try await loggedInBackend()
    var sent: ServiceEvent?
    let report = ReportViewModel(eventID: 1, backend: backend, onSent: { sent = $0 }, onClose: {})
    report.note = "Vyměněn kotel"
    report.isCompleted = true
    report.completionType = .newPart
    report.attach([Photo(id: "IMG_0001")])

    await report.send()

    let expected = StatusReport(
      eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0001")])
    #expect(backend.storedEvent(id: 1)?.report == expected)
    #expect(sent?.report == expected)
  }

  @Test @MainActor func anOpenReportHasNoCompletionType() async throws {
    let backend = try await loggedInBackend()
    let report = ReportViewModel(eventID: 3, backend: backend, onSent: { _ in }, onClose: {})
    report.note = "Čeká se na díl"
    report.isCompleted = true
    report.completionType = .other
    report.isCompleted = false

    await report.send()

    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(eventID: 3, note: "Čeká se na díl", isCompleted: false, completionType: nil, photos: []))
  }

  @Test @MainActor func isSendingUntilTheBackendAnswers() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.submitReport)
    let report = ReportViewModel(eventID: 1, backend: backend, onSent: { _ in }, onClose: {})

    let send = Task { await report.send() }
    await waitUntil { backend.heldCallCount == 1 }

    #expect(report.isSending)

    backend.release(.submitReport)
    await send.value

    #expect(!report.isSending)
  }

  @Test @MainActor func failureShowsTheAlertAndKeepsTheForm() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    var sent: ServiceEvent?
    let report = ReportViewModel(eventID: 1, backend: backend, onSent: { sent = $0 }, onClose: {})
    report.note = "Hotovo"
    report.isCompleted = true
    report.completionType = .repaired

    await report.send()

    #expect(report.isShowingSendFailure)
    #expect(!report.isSending)
    #expect(report.note == "Hotovo")
    #expect(report.isCompleted)
    #expect(report.completionType == .repaired)
    #expect(sent == nil)
    #expect(backend.storedEvent(id: 1)?.report == nil)
  }

  @Test @MainActor func closeAsksToLeaveWithoutSending() async throws {
    let backend = try await loggedInBackend()
    var closed = false
    let report = ReportViewModel(eventID: 1, backend: backend, onSent: { _ in }, onClose: { closed = true })
    report.note = "Rozepsáno"

    report.close()

    #expect(closed)
    #expect(!backend.calls.contains(.submitReport))
  }
}
