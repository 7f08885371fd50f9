import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point; it plays the SwiftUI `App`, whose window group shows the root view.
public enum MVVMApp {
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    application.run(RootView(viewModel: AppViewModel(backend: backend, tokenStore: TokenStore(storage: storage))))
  }
}
