/// The files of a new sample started without `--like`: the login screen of SPEC.md §1 in
/// the chosen toolkit, the app entry the registry launches, one unit test and a README.
///
/// The login screen shows the two fields and the button with the spec's labels and
/// identifiers, so `[login.showsForm]` passes at once; it does not log in yet, so every
/// later scenario fails until the student implements it.
///
/// ```swift
/// let files = Skeleton(name: try SampleName("Hexagonal"), toolkit: .swiftui).files
/// files.keys.sorted()  // ["README.md", "Sources/App/HexagonalApp.swift", "Sources/Login/LoginView.swift", …]
/// ```
struct Skeleton {
  var name: SampleName
  var toolkit: Toolkit

  /// Each file's path inside `Samples/<Name>/` and its text.
  var files: [String: String] {
    var files = [
      "Sources/App/\(name.appType).swift": app,
      "Tests/App/\(name.appType)Tests.swift": test,
      "README.md": ReadmeSkeleton(name: name, toolkit: toolkit, sibling: nil).text,
    ]
    switch toolkit {
    case .uikit: files["Sources/Login/LoginViewController.swift"] = uikitLogin
    case .swiftui: files["Sources/Login/LoginView.swift"] = swiftuiLogin
    }
    return files
  }

  private var app: String {
    switch toolkit {
    case .uikit:
      """
      import HeadlessUI
      import HeadlessUIKit
      import ServiceKit

      /// The app's entry point, which the registry launches. It plays the scene delegate: a window whose root
      /// is the login screen.
      public enum \(name.appType) {
        @MainActor
        public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage) {
          let window = Window(application: application)
          window.rootViewController = LoginViewController()
          window.makeKeyAndVisible()
        }
      }

      """
    case .swiftui:
      """
      import HeadlessSwiftUI
      import HeadlessUI
      import ServiceKit

      /// The app's entry point, which the registry launches. It plays the SwiftUI `App`: its window shows the
      /// login form.
      public enum \(name.appType) {
        @MainActor
        public static func launch(in application: Application, backend: any Backend, storage: DeviceStorage) {
          application.run(LoginView())
        }
      }

      """
    }
  }

  private var uikitLogin: String {
    """
    import HeadlessUIKit

    /// The login screen of SPEC.md §1: the two fields and the button, with the spec's labels and
    /// identifiers. It does not log in yet: that is the next scenario, `[login.emptyUsername]`.
    final class LoginViewController: ViewController {
      let usernameField = TextField()
      let passwordField = TextField()
      let logInButton = Button(title: "Log in")

      override func loadView() {
        usernameField.placeholder = "Username"
        usernameField.accessibilityIdentifier = "username"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = "password"
        logInButton.accessibilityIdentifier = "logIn"
        let form = View()
        form.addSubview(StackView(arrangedSubviews: [usernameField, passwordField, logInButton]))
        view = form
      }
    }

    """
  }

  private var swiftuiLogin: String {
    """
    import HeadlessSwiftUI

    /// The login form of SPEC.md §1: the two fields and the button, with the spec's labels and
    /// identifiers. It does not log in yet: that is the next scenario, `[login.emptyUsername]`.
    struct LoginView: View {
      @State private var username = ""
      @State private var password = ""

      var body: some View {
        Form {
          TextField("Username", text: $username)
            .accessibilityIdentifier("username")
          SecureField("Password", text: $password)
            .accessibilityIdentifier("password")
          Button("Log in") {}
            .accessibilityIdentifier("logIn")
        }
      }
    }

    """
  }

  private var test: String {
    // swift-format's OrderedImports: the sample's module sorts among the others.
    let imports = ["HeadlessUI", name.module, "ServiceKit", "Testing", "UITestDriver"].sorted()
    return """
      \(imports.map { "import \($0)" }.joined(separator: "\n"))

      /// The app starts on the empty login form of SPEC.md §1.
      struct \(name.appType)Tests {
        @Test @MainActor func startsOnTheLoginForm() async throws {
          let backend = FixtureBackend()
          let application = Application()
          \(name.appType).launch(in: application, backend: backend, storage: DeviceStorage())
          let app = AppDriver(
            application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
          try await app.waitForIdle()

          #expect(app.textFields["username"].value == "")
          #expect(app.secureTextFields["password"].value == "")
          #expect(app.buttons["logIn"].isEnabled)
          #expect(backend.calls.isEmpty)
        }
      }

      """
  }
}
