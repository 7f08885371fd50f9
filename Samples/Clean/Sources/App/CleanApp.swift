import CleanPresentation
import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point: builds the object graph once and shows the root view.
public enum CleanApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend) {
    application.run(RootView(factory: AppDIContainer(backend: backend)))
  }
}
