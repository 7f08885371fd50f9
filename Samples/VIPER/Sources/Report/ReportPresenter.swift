/// Keeps the form's state, decides what the form allows, and turns sending into navigation or an alert.
@MainActor
final class ReportPresenter: ReportPresenterInterface, ReportInteractorOutput {
  private weak var view: ReportViewInterface?
  private let interactor: ReportInteractorInput
  private let router: ReportRouterInterface
  private weak var moduleOutput: ReportModuleOutput?
  private var draft = ReportDraft()
  private var isSending = false

  init(
    view: ReportViewInterface, interactor: ReportInteractorInput, router: ReportRouterInterface,
    moduleOutput: ReportModuleOutput?
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    self.moduleOutput = moduleOutput
  }

  // MARK: ReportPresenterInterface

  func viewDidLoad() {
    updateView()
  }

  func didChangeNote(_ note: String) {
    draft.note = note
  }

  func didChangeCompleted(_ isCompleted: Bool) {
    draft.isCompleted = isCompleted
    updateView()
  }

  func didSelectCompletionType(at index: Int) {
    let types = ReportCompletionType.allCases
    draft.completionType = types.indices.contains(index) ? types[index] : nil
    updateView()
  }

  func didTapAttachPhotos() {
    router.showPhotoPicker { [weak self] names in
      self?.attachPhotos(named: names)
    }
  }

  func didTapSend() {
    isSending = true
    updateView()
    moduleOutput?.reportModuleWillSendReport(completingEvent: draft.isCompleted)
    interactor.submit(draft)
  }

  func didTapClose() {
    router.dismiss()
  }

  // MARK: ReportInteractorOutput

  func didSubmitReport() {
    router.dismiss()
    moduleOutput?.reportModuleDidSendReport()
  }

  func didFailToSubmitReport() {
    isSending = false
    updateView()
    moduleOutput?.reportModuleDidFailToSendReport()
    router.showAlert(
      title: "Report not sent", message: "The report could not be sent. Try again.", actionTitle: "OK")
  }

  // MARK: Form state

  private func attachPhotos(named names: [String]) {
    for name in names where !draft.photoNames.contains(name) {
      draft.photoNames.append(name)
    }
    updateView()
  }

  /// A completed event must say how it was completed before the report can be sent.
  private func updateView() {
    view?.display(
      ReportViewModel(
        isCompletionTypeVisible: draft.isCompleted,
        isSendEnabled: !isSending && (!draft.isCompleted || draft.completionType != nil), isSending: isSending,
        photoNames: draft.photoNames))
  }
}
