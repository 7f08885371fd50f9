import HeadlessSwiftUI
import HeadlessUI
import ServiceKit

/// The app's entry point: creates the store with its middleware and shows the root view.
public enum ReduxApp {
  /// Starts the app logged out, as a person launches it.
  @MainActor
  public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage())
  {
    launch(in: application, backend: backend, storage: storage, initialState: AppState())
  }

  /// Starts the app in `initialState`, without walking through the screens that lead there.
  ///
  /// With `actionLog`, a logging middleware sends it one line per action with the state change it caused.
  @MainActor
  public static func launch(
    in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage(),
    initialState: AppState,
    actionLog: ((String) -> Void)? = nil
  ) {
    var middleware: [any Middleware] = [
      SessionMiddleware(storage: storage), BackendMiddleware(backend: backend), LiveUpdatesMiddleware(backend: backend),
    ]
    if let actionLog {
      // First in the chain, so that it sees each action before and after all the others.
      middleware.insert(LoggingMiddleware(sink: actionLog), at: 0)
    }
    let store = Store(initialState: initialState, middleware: middleware)
    // Before the first screen shows, so that a kept session is resumed without showing the login form.
    store.dispatch(.launched)
    application.run(RootView().environment(store))
  }
}
