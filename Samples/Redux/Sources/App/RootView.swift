import HeadlessSwiftUI

/// The window's content: the login screen while logged out, the main screen while logged in.
struct RootView: View {
  @Environment(Store.self) private var store

  var body: some View {
    if store.select(\.user).state == nil {
      LoginView()
    } else {
      MainView()
    }
  }
}
