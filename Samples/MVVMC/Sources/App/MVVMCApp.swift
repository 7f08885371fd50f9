import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point; it plays the SwiftUI `App`, whose window group shows the app coordinator's view.
public enum MVVMCApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    application.run(
      AppCoordinatorView(coordinator: AppCoordinator(backend: backend, tokenStore: TokenStore(storage: storage))))
  }
}
