import CleanPresentation
import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point: builds the object graph once and shows the window, whose appearing starts the app's flow.
public enum CleanApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let flow = AppDIContainer(backend: backend, storage: storage).makeAppFlowCoordinator()
    application.run(RootView(coordinator: flow))
  }
}
