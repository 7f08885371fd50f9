import ServiceKit
import Testing

@testable import MVP

@MainActor
struct ReportPresenterTests {
  private let view = MockReportView()
  private let delegate = MockReportPresenterDelegate()

  private func makePresenter(eventID: Int = 1, backend: FixtureBackend) -> ReportPresenter {
    let presenter = ReportPresenter(eventID: eventID, backend: backend)
    presenter.view = view
    presenter.delegate = delegate
    return presenter
  }

  @Test func completedNeedsACompletionTypeBeforeSending() async throws {
    let presenter = makePresenter(backend: try await loggedInBackend())

    presenter.didChangeCompleted(true)
    #expect(view.isCompletionTypeShown)
    #expect(!view.isSendEnabled)

    presenter.didSelectCompletionType(at: 1)
    #expect(view.isSendEnabled)

    presenter.didSelectCompletionType(at: -1)
    #expect(!view.isSendEnabled)

    presenter.didChangeCompleted(false)
    #expect(!view.isCompletionTypeShown)
    #expect(view.isSendEnabled)
  }

  @Test func picksPhotosInOrderWithoutDuplicates() async throws {
    let presenter = makePresenter(backend: try await loggedInBackend())

    presenter.didTapAttachPhotos()
    #expect(view.photoPickerShownCount == 1)
    presenter.didPickPhotos(named: ["IMG_0002", "IMG_0001"])
    presenter.didPickPhotos(named: ["IMG_0001", "IMG_0003"])
    presenter.didPickPhotos(named: [])

    #expect(view.photos == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test func sendsTheReportWhileTheFormIsBlockedThenCloses() async throws {
    let backend = try await loggedInBackend()
    backend.hold(.submitReport)
    let presenter = makePresenter(backend: backend)
    presenter.didChangeCompleted(true)
    presenter.didSelectCompletionType(at: 1)
    presenter.didPickPhotos(named: ["IMG_0001"])

    presenter.didTapSend(note: "Vyměněn kotel")

    #expect(view.isSending)
    #expect(!view.isSendEnabled)
    let expected = StatusReport(
      eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .newPart, photos: [Photo(id: "IMG_0001")])
    #expect(delegate.submittingReports == [expected], "told before the server answers")
    backend.release(.submitReport)
    await presenter.sendTask?.value
    #expect(backend.storedEvent(id: 1)?.report == expected)
    #expect(delegate.submittedEvents.map(\.report) == [expected])
    #expect(view.closeCount == 1)
  }

  @Test func anOpenReportHasNoCompletionType() async throws {
    let backend = try await loggedInBackend()
    let presenter = makePresenter(eventID: 3, backend: backend)
    presenter.didChangeCompleted(true)
    presenter.didSelectCompletionType(at: 2)
    presenter.didChangeCompleted(false)

    presenter.didTapSend(note: "Čeká se na díl")
    await presenter.sendTask?.value

    #expect(
      backend.storedEvent(id: 3)?.report
        == StatusReport(eventID: 3, note: "Čeká se na díl", isCompleted: false, completionType: nil, photos: []))
    #expect(delegate.submittedEvents.first?.isCompleted == false)
  }

  @Test func failureShowsAnAlertAndKeepsTheForm() async throws {
    let backend = try await loggedInBackend()
    backend.failNext(.submitReport)
    let presenter = makePresenter(backend: backend)
    presenter.didChangeCompleted(true)
    presenter.didSelectCompletionType(at: 0)

    presenter.didTapSend(note: "Hotovo")
    await presenter.sendTask?.value

    #expect(view.alert?.title == "Report not sent")
    #expect(view.alert?.message == "The report could not be sent. Try again.")
    #expect(!view.isSending)
    #expect(view.isSendEnabled)
    #expect(view.closeCount == 0)
    #expect(delegate.submittedEvents.isEmpty)
    #expect(delegate.failedReports.map(\.note) == ["Hotovo"])
    #expect(backend.storedEvent(id: 1)?.report == nil)
  }

  @Test func closeSendsNothing() async throws {
    let backend = try await loggedInBackend()
    let presenter = makePresenter(backend: backend)
    presenter.didChangeCompleted(true)

    presenter.didTapClose()

    #expect(view.closeCount == 1)
    #expect(!backend.calls.contains(.submitReport))
    #expect(delegate.submittedEvents.isEmpty)
  }
}
