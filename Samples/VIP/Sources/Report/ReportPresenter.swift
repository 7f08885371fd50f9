/// What the report interactor hands its presenter.
@MainActor
protocol ReportPresentationLogic {
  func presentEditForm(response: Report.EditForm.Response)
  func presentSendReport(response: Report.SendReport.Response)
}

/// Decides what the form shows and allows, and words a failed send.
@MainActor
final class ReportPresenter: ReportPresentationLogic {
  weak var viewController: ReportDisplayLogic?

  func presentEditForm(response: Report.EditForm.Response) {
    viewController?.displayEditForm(
      viewModel: Report.EditForm.ViewModel(
        isCompletionTypeVisible: response.isCompleted, isSendEnabled: response.canSend && !response.isSending,
        isSending: response.isSending, photoNames: response.photos.map(\.id)))
  }

  func presentSendReport(response: Report.SendReport.Response) {
    let viewModel: Report.SendReport.ViewModel =
      switch response {
      case .sending:
        .sending
      case .sent:
        .sent
      case .failure:
        .failure(
          alertTitle: "Report not sent", message: "The report could not be sent. Try again.", actionTitle: "OK")
      }
    viewController?.displaySendReport(viewModel: viewModel)
  }
}
