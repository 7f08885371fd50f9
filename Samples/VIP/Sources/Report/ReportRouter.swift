import HeadlessUI
import HeadlessUIKit

/// Where the report form goes.
@MainActor
protocol ReportRoutingLogic {
  /// Shows the photo picker; `completion` gets the names of the photos picked, none when cancelled.
  func routeToPhotoPicker(completion: @escaping @MainActor ([String]) -> Void)
  func routeToAlert(title: String, message: String, actionTitle: String)
  /// Closes the form, back to the event detail under it.
  func routeToEventDetail()
}

/// The report form's data, for the routers that pass it on.
@MainActor
protocol ReportDataPassing {
  var dataStore: ReportDataStore? { get }
}

/// Presents the photo picker and alerts over the form, and dismisses the form.
@MainActor
final class ReportRouter: ReportRoutingLogic, ReportDataPassing, PhotoPickerViewControllerDelegate {
  weak var viewController: ReportViewController?
  var dataStore: ReportDataStore?
  private var photoPickerCompletion: (@MainActor ([String]) -> Void)?

  func routeToPhotoPicker(completion: @escaping @MainActor ([String]) -> Void) {
    photoPickerCompletion = completion
    let picker = PhotoPickerViewController()
    picker.delegate = self
    viewController?.present(picker, animated: true)
  }

  func routeToAlert(title: String, message: String, actionTitle: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: actionTitle))
    viewController?.present(alert, animated: true)
  }

  func routeToEventDetail() {
    viewController?.dismiss(animated: true)
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    photoPickerCompletion?(photos.map(\.id))
    photoPickerCompletion = nil
  }
}
