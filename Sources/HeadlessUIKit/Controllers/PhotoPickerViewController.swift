import HeadlessUI

/// Hears what a person picked in a ``PhotoPickerViewController``.
@MainActor
public protocol PhotoPickerViewControllerDelegate: AnyObject {
  /// Called with the picked photos, or none when the person cancelled. Dismiss the picker here.
  func photoPicker(_ picker: PhotoPickerViewController, didFinishPicking photos: [LibraryPhoto])
}

/// The platform's photo picker, like `PHPickerViewController`: present it, and dismiss it from the delegate.
@MainActor
open class PhotoPickerViewController: ViewController {
  public weak var delegate: PhotoPickerViewControllerDelegate?
  private var session: PhotoPickerSession?

  public override init() {
    super.init()
    title = "Photos"
  }

  open override func viewWillAppear() {
    super.viewWillAppear()
    guard let application, session == nil else { return }
    application.recordPhotoPickerShown()
    session = PhotoPickerSession(
      library: application.photoLibrary, invalidate: { [weak self] in self?.setNeedsDisplay() },
      onFinish: { [weak self] photos in
        guard let self else { return }
        self.delegate?.photoPicker(self, didFinishPicking: photos ?? [])
      })
  }

  override func contentElements() -> [Element] {
    session?.element().children ?? []
  }
}
