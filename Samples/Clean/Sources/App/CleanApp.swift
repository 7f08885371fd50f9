import CleanPresentation
import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point: builds the object graph once, starts the app's flow and shows its window.
public enum CleanApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let flow = AppDIContainer(backend: backend).makeAppFlowCoordinator()
    flow.start()
    application.run(RootView(coordinator: flow))
  }
}
