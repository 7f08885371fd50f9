import HeadlessUI
import HeadlessUIKit
import ServiceKit

/// The app's entry point. It plays the scene delegate: it creates the window and shows the login module in it.
public enum VIPERApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    let window = Window(application: application)
    window.rootViewController = LoginBuilder.build(
      window: window, backend: backend, sessionStore: DeviceSessionStore(storage: storage))
    window.makeKeyAndVisible()
  }
}
