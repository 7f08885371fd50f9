import CleanDomain
import Testing

@testable import CleanPresentation

@MainActor
struct ReportViewModelTests {
  let submitReport = SubmitReportUseCaseSpy()

  /// What the form told the screen beneath it, in order.
  final class Beneath {
    var told: [String] = []

    var sending: ReportSending {
      ReportSending(
        willSend: { self.told.append("willSend completed=\($0.isCompleted)") },
        didSend: { self.told.append("didSend completed=\($0.isCompleted)") },
        didFail: { self.told.append("didFail") })
    }
  }

  let beneath = Beneath()

  func makeViewModel(close: @escaping () -> Void = {}) -> ReportViewModel {
    ReportViewModel(
      eventID: 1, submitReportUseCase: submitReport,
      actions: ReportViewModelActions(sending: beneath.sending, close: close))
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

  @Test func sendsWhatWasFilledInAndTellsTheScreenBeneathBeforeAndAfter() async {
    let viewModel = makeViewModel()
    viewModel.note = "Vyměněn kotel"
    viewModel.isCompleted = true
    viewModel.completionType = .repaired
    viewModel.attach([Photo(id: "IMG_0001")])
    submitReport.whileSubmitting = {
      #expect(viewModel.isSending)
      #expect(self.beneath.told == ["willSend completed=true"])
    }

    await viewModel.send()

    #expect(
      submitReport.submitted == [
        StatusReport(
          eventID: 1, note: "Vyměněn kotel", isCompleted: true, completionType: .repaired,
          photos: [Photo(id: "IMG_0001")])
      ])
    #expect(beneath.told == ["willSend completed=true", "didSend completed=true"])
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
    let viewModel = makeViewModel()
    viewModel.note = "Hotovo"
    submitReport.failure = .unavailable
    await viewModel.send()

    #expect(viewModel.showsSendFailure)
    #expect(!viewModel.isSending)
    #expect(viewModel.note == "Hotovo")
    #expect(beneath.told == ["willSend completed=false", "didFail"])
  }

  @Test func closingLeavesItToTheFlow() {
    var closed = 0
    let viewModel = makeViewModel(close: { closed += 1 })

    viewModel.close()

    #expect(closed == 1)
    #expect(submitReport.submitted.isEmpty)
  }
}
