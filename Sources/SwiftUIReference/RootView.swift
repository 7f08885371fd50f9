import HeadlessSwiftUI

/// The login screen while logged out; the Tasks and Account tabs while logged in; a spinner
/// while a kept session is resumed at start.
///
/// The tabs exist only while someone is logged in, so logging out drops every screen's state with them.
struct RootView: View {
  let model: AppModel

  var body: some View {
    Group {
      if let user = model.user {
        TabView {
          NavigationStack {
            EventListView()
          }
          .tabItem { Label("Tasks", systemImage: "checklist") }
          NavigationStack {
            AccountView(user: user)
          }
          .tabItem { Label("Account", systemImage: "person.crop.circle") }
        }
      } else if model.isResuming {
        ProgressView()
      } else {
        LoginView()
      }
    }
    .environment(model)
    .task { await model.resumeSession() }
  }
}
