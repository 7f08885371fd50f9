import ServiceKit
import Testing

@testable import VIP

@MainActor
struct ReportPresenterTests {
  final class DisplaySpy: ReportDisplayLogic {
    var forms: [Report.EditForm.ViewModel] = []
    var sendViewModels: [Report.SendReport.ViewModel] = []

    func displayEditForm(viewModel: Report.EditForm.ViewModel) {
      forms.append(viewModel)
    }

    func displaySendReport(viewModel: Report.SendReport.ViewModel) {
      sendViewModels.append(viewModel)
    }
  }

  let display = DisplaySpy()
  let presenter = ReportPresenter()

  init() {
    presenter.viewController = display
  }

  @Test func theCompletionTypeShowsWhileCompletedAndSendFollowsTheRule() {
    presenter.presentEditForm(
      response: .init(isCompleted: true, canSend: false, isSending: false, photos: [Photo(id: "IMG_0001")]))

    #expect(
      display.forms == [
        .init(isCompletionTypeVisible: true, isSendEnabled: false, isSending: false, photoNames: ["IMG_0001"])
      ])
  }

  @Test func sendIsDisabledWhileSending() {
    presenter.presentEditForm(response: .init(isCompleted: false, canSend: true, isSending: true, photos: []))

    #expect(
      display.forms == [.init(isCompletionTypeVisible: false, isSendEnabled: false, isSending: true, photoNames: [])])
  }

  @Test func aFailedSendIsWordedAsAnAlert() {
    presenter.presentSendReport(response: .sending)
    presenter.presentSendReport(response: .sent)
    presenter.presentSendReport(response: .failure)

    #expect(
      display.sendViewModels == [
        .sending, .sent,
        .failure(
          alertTitle: "Report not sent", message: "The report could not be sent. Try again.", actionTitle: "OK"),
      ])
  }
}
