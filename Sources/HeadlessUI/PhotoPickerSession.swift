/// The platform's photo picker while it is shown, shared by both UI styles.
///
/// It renders as a sheet labelled "Photos" with a toggle per library photo and the
/// buttons "Cancel" and "Add". The app gets the chosen photos, or `nil` when cancelled.
@MainActor
public final class PhotoPickerSession {
  public let library: PhotoLibrary
  public private(set) var selection: [LibraryPhoto] = []
  private let onFinish: @MainActor ([LibraryPhoto]?) -> Void
  private let invalidate: @MainActor () -> Void

  public init(
    library: PhotoLibrary, invalidate: @escaping @MainActor () -> Void,
    onFinish: @escaping @MainActor ([LibraryPhoto]?) -> Void
  ) {
    self.library = library
    self.invalidate = invalidate
    self.onFinish = onFinish
  }

  public func element() -> Element {
    let toggles = library.photos.map { photo in
      Element(
        .toggle, label: photo.id, identifier: "photo.\(photo.id)",
        value: Element.toggleValue(selection.contains(photo)),
        actions: .init(setOn: { [weak self] isOn in self?.set(photo, selected: isOn) }))
    }
    let buttons = [
      Element(.button, label: "Cancel", actions: .init(tap: { [weak self] in self?.onFinish(nil) })),
      Element(
        .button, label: "Add", isEnabled: !selection.isEmpty,
        actions: .init(tap: { [weak self] in
          guard let self else { return }
          self.onFinish(self.selection)
        })),
    ]
    return Element(.sheet, label: "Photos", identifier: "photoPicker", children: toggles + buttons)
  }

  private func set(_ photo: LibraryPhoto, selected: Bool) {
    selection.removeAll { $0 == photo }
    if selected {
      selection.append(photo)
    }
    invalidate()
  }
}
