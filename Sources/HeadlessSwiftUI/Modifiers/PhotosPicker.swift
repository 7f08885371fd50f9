import HeadlessUI

extension View {
  /// Shows the platform's photo picker while `isPresented` is true, like SwiftUI's `photosPicker(isPresented:selection:)`.
  ///
  /// The picker is a window-level `.sheet` element `#photoPicker`. "Add" sets `selection`
  /// to the photos picked, in the order picked, and dismisses; "Cancel" only dismisses.
  /// The picker starts with nothing picked each time it is shown.
  public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[LibraryPhoto]>) -> some View {
    modifier(PhotosPickerModifier(isPresented: isPresented, selection: selection))
  }
}

/// The picker session of a presented photo picker, kept while it is shown.
@MainActor
final class PhotoPickerPresentation {
  var session: PhotoPickerSession?
}

struct PhotosPickerModifier: PrimitiveModifier {
  let isPresented: Binding<Bool>
  let selection: Binding<[LibraryPhoto]>

  func render(content: @MainActor (RenderContext) -> [Element], in context: RenderContext) -> [Element] {
    let elements = content(context)
    let presentation = context.graph.persistent(context.id) { PhotoPickerPresentation() }
    guard context.isVisible, isPresented.wrappedValue, let application = context.graph.application else {
      presentation.session = nil
      return elements
    }
    let session = presentation.session ?? makeSession(for: application, in: context)
    presentation.session = session
    context.pass.present { session.element() }
    return elements
  }

  private func makeSession(for application: Application, in context: RenderContext) -> PhotoPickerSession {
    let (isPresented, selection, owner) = (self.isPresented, self.selection, context.node)
    context.graph.afterPass { [weak application] in application?.recordPhotoPickerShown() }
    return PhotoPickerSession(
      library: application.photoLibrary, invalidate: { [weak owner] in owner?.invalidateContent() },
      onFinish: { photos in
        if let photos {
          selection.wrappedValue = photos
        }
        isPresented.wrappedValue = false
      })
  }
}
