import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it creates the window and shows the login scene in it.
public enum VIPApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    window.rootViewController = LoginConfigurator.makeScene(
      window: window, backend: backend, sessionStore: SessionDeviceStore(storage: storage))
    window.makeKeyAndVisible()
  }
}
