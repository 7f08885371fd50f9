import ServiceKit
import Testing

@testable import MVVMUIKit

/// `ReportViewModel`: the form's rules, photos, and sending with its success and failure.
@MainActor
struct ReportViewModelTests {
  @Test func startsEmpty() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend()) { _ in }

    #expect(!report.isCompletionTypeShown)
    #expect(report.photos.isEmpty)
    #expect(report.canSend)
    #expect(report.sendStatus == .editing)
  }

  @Test func aCompletedEventNeedsACompletionTypeToBeSent() async throws {
    let backend = try await loggedInBackend()
    let report = ReportViewModel(eventID: 1, backend: backend) { _ in }
    let canSend = Recorder(report.$canSend)
    let shown = Recorder(report.$isCompletionTypeShown)

    report.isCompleted.send(true)
    report.sendTapped.send()
    report.completionTypeIndex.send(1)
    report.isCompleted.send(false)
    report.completionTypeIndex.send(nil)

    #expect(shown.values == [false, true, false])
    // Send's state is published when it changes, not each time a field does: the button is set three times.
    #expect(canSend.values == [true, false, true])
    #expect(report.sendStatus == .editing)
    #expect(!backend.calls.contains(.submitReport))
  }

  @Test(arguments: [(0, CompletionType.repaired), (1, .newPart), (2, .other)])
  func eachSegmentSendsItsCompletionType(index: Int, completionType: CompletionType) async throws {
    let backend = try await loggedInBackend()
    let report = ReportViewModel(eventID: 1, backend: backend) { _ in }
    report.isCompleted.send(true)

    report.completionTypeIndex.send(index)
    report.sendTapped.send()
    await waitUntil { report.sendStatus == .sent }

    #expect(backend.storedEvent(id: 1)?.report?.completionType == completionType)
  }

  @Test func noSegmentSelectsNoCompletionType() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend()) { _ in }
    report.isCompleted.send(true)
    report.completionTypeIndex.send(1)

    report.completionTypeIndex.send(-1)

    #expect(!report.canSend)
  }

  @Test func attachingAddsPhotosInOrderOnlyOnce() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend()) { _ in }

    report.photosPicked.send(["IMG_0002", "IMG_0001"])
    report.photosPicked.send(["IMG_0001", "IMG_0003", "IMG_0003"])
    report.photosPicked.send([])

    #expect(report.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test func pickingNothingNewLeavesThePhotosUnpublished() {
    let report = ReportViewModel(eventID: 1, backend: FixtureBackend()) { _ in }
    let photos = Recorder(report.$photos)

    report.photosPicked.send(["IMG_0001"])
    report.photosPicked.send([])
    report.photosPicked.send(["IMG_0001"])

    #expect(photos.values.map { $0.map(\.id) } == [[], ["IMG_0001"]])
  }

  @Test func sendSubmitsTheFormAndHandsOnTheUpdatedEvent() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.submitReport)
    var deliveries: [ReportViewModel.Delivery] = []
    let report = ReportViewModel(eventID: 1, backend: backend) { deliveries.append($0) }
    let statuses = Recorder(report.$sendStatus)
    report.note.send("Vyměněn kotel")
    report.isCompleted.send(true)
    report.completionTypeIndex.send(1)
    report.photosPicked.send(["IMG_0001"])

    report.sendTapped.send()
    await waitUntil { backend.heldCallCount == 1 }

    #expect(statuses.values == [.editing, .sending])
    #expect(!report.canSend)
    let expected = StatusReport(
      eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0001")])
    #expect(deliveries == [.sending(expected)], "handed on before the server answers")

    backend.release(.submitReport)
    await waitUntil { report.sendStatus == .sent }

    #expect(backend.storedEvent(id: 1)?.report == expected)
    #expect(deliveries == [.sending(expected), .sent(try #require(backend.storedEvent(id: 1)))])
    #expect(statuses.values == [.editing, .sending, .sent])
  }

  @Test func anOpenReportHasNoCompletionType() async throws {
    let backend = try await loggedInBackend()
    let report = ReportViewModel(eventID: 3, backend: backend) { _ in }
    report.note.send("Čeká se na díl")
    report.isCompleted.send(true)
    report.completionTypeIndex.send(2)
    report.isCompleted.send(false)

    report.sendTapped.send()
    await waitUntil { report.sendStatus == .sent }

    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(eventID: 3, note: "Čeká se na díl", isCompleted: false, completionType: nil, photos: []))
  }

  @Test func failureIsReportedAndTheFormCanBeSentAgain() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    var deliveries: [ReportViewModel.Delivery] = []
    let report = ReportViewModel(eventID: 1, backend: backend) { deliveries.append($0) }
    report.isCompleted.send(true)
    report.completionTypeIndex.send(0)

    report.sendTapped.send()
    await waitUntil { report.sendStatus == .failed }

    #expect(report.canSend)
    #expect(deliveries.count == 2)
    #expect(deliveries.last == .failed)
    #expect(backend.storedEvent(id: 1)?.report == nil)

    report.sendTapped.send()
    await waitUntil { report.sendStatus == .sent }

    #expect(deliveries.last == .sent(try #require(backend.storedEvent(id: 1))))
    #expect(backend.storedEvent(id: 1)?.report?.completionType == .repaired)
  }
}
