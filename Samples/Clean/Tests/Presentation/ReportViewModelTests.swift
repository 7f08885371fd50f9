import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct ReportViewModelTests {
  let submitReport = SubmitReportUseCaseSpy()

  func makeViewModel(
    didSend: @escaping (Event) -> Void = { _ in }, close: @escaping () -> Void = {}
  ) -> ReportViewModel {
    ReportViewModel(
      eventID: 1, submitReportUseCase: submitReport, actions: ReportViewModelActions(didSend: didSend, close: close))
  }

  @Test func aCompletedReportCanBeSentOnlyOnceItSaysHow() {
    let viewModel = makeViewModel()
    #expect(viewModel.canSend)

    viewModel.isCompleted = true
    #expect(!viewModel.canSend)

    viewModel.completionType = .newPart
    #expect(viewModel.canSend)
  }

  @Test func attachesPickedPhotosInOrderEachOnce() {
    let viewModel = makeViewModel()

    viewModel.attach([Photo(id: "IMG_0002"), Photo(id: "IMG_0001")])
    viewModel.attach([Photo(id: "IMG_0001"), Photo(id: "IMG_0003")])

    #expect(viewModel.photos.map(\.id) == ["IMG_0002", "IMG_0001", "IMG_0003"])
  }

  @Test func sendsWhatWasFilledIn() async {
    var sent: [Event] = []
    let viewModel = makeViewModel { sent.append($0) }
    viewModel.note = "Vyměněn kotel"
    viewModel.isCompleted = true
    viewModel.completionType = .repaired
    viewModel.attach([Photo(id: "IMG_0001")])
    submitReport.whileSubmitting = { #expect(viewModel.isSending) }

    await viewModel.send()

    #expect(
      submitReport.submitted == [
        StatusReport(
          eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .repaired,
          photos: [Photo(id: "IMG_0001")])
      ])
    #expect(sent.map(\.isCompleted) == [true])
    #expect(!viewModel.isSending)
  }

  @Test func anOpenReportDropsTheCompletionTypeItHadPicked() async {
    let viewModel = makeViewModel()
    viewModel.isCompleted = true
    viewModel.completionType = .other
    viewModel.isCompleted = false

    await viewModel.send()

    #expect(submitReport.submitted.map(\.completionType) == [nil])
  }

  @Test func aFailedSendShowsTheFailureAndKeepsTheForm() async {
    var sent: [Event] = []
    let viewModel = makeViewModel { sent.append($0) }
    viewModel.note = "Hotovo"
    submitReport.failure = .unavailable

    await viewModel.send()

    #expect(viewModel.showsSendFailure)
    #expect(!viewModel.isSending)
    #expect(viewModel.note == "Hotovo")
    #expect(sent.isEmpty)
  }

  @Test func closingLeavesItToTheFlow() {
    var closed = 0
    let viewModel = makeViewModel(close: { closed += 1 })

    viewModel.close()

    #expect(closed == 1)
    #expect(submitReport.submitted.isEmpty)
  }
}
