import HeadlessUI
import HeadlessUIKit

/// Presents the photo picker and alerts over the form, and dismisses the form.
@MainActor
final class ReportRouter: ReportRouterInterface, PhotoPickerViewControllerDelegate {
  weak var viewController: ViewController?
  private var photoPickerCompletion: (@MainActor ([String]) -> Void)?

  func showPhotoPicker(completion: @escaping @MainActor ([String]) -> Void) {
    photoPickerCompletion = completion
    let picker = PhotoPickerViewController()
    picker.delegate = self
    viewController?.present(picker, animated: true)
  }

  func showAlert(title: String, message: String, actionTitle: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: actionTitle))
    viewController?.present(alert, animated: true)
  }

  func dismiss() {
    viewController?.dismiss(animated: true)
  }

  // MARK: PhotoPickerViewControllerDelegate

  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto]) {
    picker.dismiss(animated: true)
    photoPickerCompletion?(photos.map(\.id))
    photoPickerCompletion = nil
  }
}
