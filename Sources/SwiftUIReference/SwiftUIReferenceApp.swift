import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The field-service app on HeadlessSwiftUI with no architecture ("MV"): the SwiftUI toolkit's reference.
///
/// Plain views keep their own `@State` and read one `@Observable` ``AppModel`` from the
/// environment; there are no view models, coordinators, stores or use cases.
///
/// ```swift
/// SwiftUIReferenceApp.launch(in: application, backend: backend)
/// ```
public enum SwiftUIReferenceApp {
  /// The subject's id in latency results.
  public static let id = "reference-swiftui"

  /// Plays the SwiftUI `App`: it owns the model, and its window group shows the root view.
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    application.run(RootView(model: AppModel(backend: backend, storage: storage)))
  }
}
