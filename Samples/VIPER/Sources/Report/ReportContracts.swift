/// What the report presenter tells its view to show.
@MainActor
protocol ReportViewInterface: AnyObject {
  func display(_ viewModel: ReportViewModel)
}

/// What the report view tells its presenter the user did.
@MainActor
protocol ReportPresenterInterface: AnyObject {
  func viewDidLoad()
  func didChangeNote(_ note: String)
  func didChangeCompleted(_ isCompleted: Bool)
  /// `index` is a segment of the completion type control, or `SegmentedControl.noSegment`.
  func didSelectCompletionType(at index: Int)
  func didTapAttachPhotos()
  func didTapSend()
  func didTapClose()
}

/// The report use case: send the form as a status report.
@MainActor
protocol ReportInteractorInput: AnyObject {
  func submit(_ draft: ReportDraft)
}

/// How sending the report ended.
@MainActor
protocol ReportInteractorOutput: AnyObject {
  func didSubmitReport()
  func didFailToSubmitReport()
}

/// Where the report module navigates: the photo picker, an alert, and away.
@MainActor
protocol ReportRouterInterface: AnyObject {
  /// Shows the photo picker; `completion` gets the names of the photos picked, none when cancelled.
  func showPhotoPicker(completion: @escaping @MainActor ([String]) -> Void)
  func showAlert(title: String, message: String, actionTitle: String)
  func dismiss()
}

/// Hears that the report module sends a report, so that the module that opened it can show the change.
@MainActor
protocol ReportModuleOutput: AnyObject {
  /// Send was tapped: the change shows at once, before the server answers.
  func reportModuleWillSendReport(completingEvent: Bool)
  func reportModuleDidSendReport()
  /// Told before the alert is shown, so that the change is taken back under it.
  func reportModuleDidFailToSendReport()
}
