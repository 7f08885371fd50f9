import HeadlessUIKit

/// What the report presenter gives its view controller to show.
@MainActor
protocol ReportDisplayLogic: AnyObject {
  func displayEditForm(viewModel: Report.EditForm.ViewModel)
  func displaySendReport(viewModel: Report.SendReport.ViewModel)
}

/// The report form: sends every edit and Send to the interactor, shows the form the presenter gives it, and asks
/// the router for the photo picker, the alert and the way back.
final class ReportViewController: ViewController, ReportDisplayLogic {
  var interactor: ReportBusinessLogic?
  var router: (ReportRoutingLogic & ReportDataPassing)?
  let reportView = ReportView()
  let closeButton = BarButtonItem(title: "Close")
  let sendButton = BarButtonItem(title: "Send")

  override init() {
    super.init()
    title = "Report status"
  }

  override func loadView() {
    view = reportView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    closeButton.accessibilityIdentifier = "close"
    closeButton.primaryAction = Action { [weak self] _ in self?.router?.routeToEventDetail() }
    sendButton.accessibilityIdentifier = "send"
    sendButton.primaryAction = Action { [weak self] _ in self?.sendReport() }
    navigationItem.leftBarButtonItem = closeButton
    navigationItem.rightBarButtonItem = sendButton
    reportView.noteField.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        editForm(.note(reportView.noteField.text ?? ""))
      }, for: .editingChanged)
    reportView.completedSwitch.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        editForm(.completed(reportView.completedSwitch.isOn))
      }, for: .valueChanged)
    reportView.completionTypeControl.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        editForm(.completionType(index: reportView.completionTypeControl.selectedSegmentIndex))
      }, for: .valueChanged)
    reportView.attachPhotosButton.addAction(
      Action { [weak self] _ in
        self?.router?.routeToPhotoPicker { names in self?.editForm(.attachPhotos(names)) }
      }, for: .touchUpInside)
  }

  // MARK: Requests

  private func editForm(_ request: Report.EditForm.Request) {
    interactor?.editForm(request: request)
  }

  private func sendReport() {
    interactor?.sendReport(request: Report.SendReport.Request())
  }

  // MARK: ReportDisplayLogic

  func displayEditForm(viewModel: Report.EditForm.ViewModel) {
    reportView.completionTypeControl.isHidden = !viewModel.isCompletionTypeVisible
    let controls: [Control] = [
      reportView.noteField, reportView.completedSwitch, reportView.completionTypeControl,
      reportView.attachPhotosButton,
    ]
    for control in controls {
      control.isEnabled = !viewModel.isSending
    }
    closeButton.isEnabled = !viewModel.isSending
    sendButton.isEnabled = viewModel.isSendEnabled
    if viewModel.isSending {
      reportView.activityIndicator.startAnimating()
    } else {
      reportView.activityIndicator.stopAnimating()
    }
    let shownNames = reportView.photosView.arrangedSubviews.compactMap { ($0 as? Label)?.text }
    guard shownNames != viewModel.photoNames else { return }
    reportView.photosView.arrangedSubviews.forEach { $0.removeFromSuperview() }
    for name in viewModel.photoNames {
      reportView.photosView.addArrangedSubview(Label(text: name))
    }
  }

  func displaySendReport(viewModel: Report.SendReport.ViewModel) {
    switch viewModel {
    case .sending:
      router?.routeToScenesUnderSheet()
    case .sent:
      router?.routeToEventDetail()
    case .failure(let alertTitle, let message, let actionTitle):
      router?.routeToScenesUnderSheet()
      router?.routeToAlert(title: alertTitle, message: message, actionTitle: actionTitle)
    }
  }
}
