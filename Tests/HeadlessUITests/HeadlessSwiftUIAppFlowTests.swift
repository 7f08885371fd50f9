import Foundation
import HeadlessSwiftUI
import HeadlessUI
import Testing
import UITestDriver

/// A small app written as SwiftUI samples are, driven end to end through the element tree.
@MainActor
@Suite("HeadlessSwiftUI app flow")
struct HeadlessSwiftUIAppFlowTests {
  struct Job: Identifiable, Hashable {
    let id: Int
    var name: String
    var isDone = false
  }

  enum Outcome: String, CaseIterable, Hashable {
    case repaired = "Repaired"
    case other = "Other"
  }

  @MainActor
  @Observable
  final class Session {
    var username: String?
    var jobs: [Job] = []
    var reportFails = false
    var isLoaded = false

    func load() async {
      await Task.yield()
      jobs = [Job(id: 1, name: "Boiler"), Job(id: 2, name: "Lift")]
      isLoaded = true
    }

    func complete(_ id: Int) async -> Bool {
      await Task.yield()
      guard !reportFails else { return false }
      if let index = jobs.firstIndex(where: { $0.id == id }) {
        jobs[index].isDone = true
      }
      return true
    }
  }

  @MainActor
  @Observable
  final class LoginModel {
    var username = ""
    var password = ""
    var error: String?
  }

  struct RootView: View {
    let session: Session

    var body: some View {
      if session.username == nil {
        LoginView { session.username = $0 }
      } else {
        MainView().environment(session)
      }
    }
  }

  struct LoginView: View {
    let onLogIn: (String) -> Void
    @State private var model = LoginModel()

    var body: some View {
      VStack {
        TextField("Username", text: $model.username).accessibilityIdentifier("username")
        SecureField("Password", text: $model.password).accessibilityIdentifier("password")
        if let error = model.error {
          Text(error).accessibilityIdentifier("loginError")
        }
        Button("Log in") {
          if model.password == "secret" {
            onLogIn(model.username)
          } else {
            model.error = "Wrong username or password."
          }
        }
        .accessibilityIdentifier("logIn")
      }
    }
  }

  struct MainView: View {
    var body: some View {
      TabView {
        JobsScreen().tabItem { Label("Tasks", systemImage: "list.bullet") }
        AccountScreen().tabItem { Label("Account", systemImage: "person") }
      }
    }
  }

  struct JobsScreen: View {
    @Environment(Session.self) private var session
    @State private var query = ""

    var body: some View {
      NavigationStack {
        Group {
          if session.isLoaded {
            List(session.jobs.filter { query.isEmpty || $0.name.contains(query) }) { job in
              NavigationLink(value: job.id) {
                Text(job.name)
                if job.isDone {
                  Text("Completed")
                }
              }
              .accessibilityIdentifier("job.\(job.id)")
            }
            .accessibilityIdentifier("jobs")
            .searchable(text: $query)
          } else {
            ProgressView()
          }
        }
        .navigationTitle("Tasks")
        .navigationDestination(for: Int.self) { id in JobDetail(id: id) }
        .task { await session.load() }
      }
    }
  }

  struct JobDetail: View {
    let id: Int
    @Environment(Session.self) private var session
    @State private var showsReport = false

    var body: some View {
      let job = session.jobs.first { $0.id == id }
      VStack {
        Text(job?.name ?? "")
        Text(job?.isDone == true ? "Completed" : "Open").accessibilityIdentifier("status")
        Button("Report status") { showsReport = true }.accessibilityIdentifier("reportStatus")
      }
      .navigationTitle(job?.name ?? "")
      .sheet(isPresented: $showsReport) {
        ReportForm(jobID: id)
      }
    }
  }

  struct ReportForm: View {
    let jobID: Int
    @Environment(Session.self) private var session
    @Environment(\.dismiss) private var dismiss
    @State private var isCompleted = false
    @State private var outcome: Outcome?
    @State private var photos: [LibraryPhoto] = []
    @State private var showsPicker = false
    @State private var isSending = false
    @State private var showsFailure = false

    var body: some View {
      NavigationStack {
        Form {
          Toggle("Completed", isOn: $isCompleted).accessibilityIdentifier("completed")
          if isCompleted {
            Picker("Completion type", selection: $outcome) {
              ForEach(Outcome.allCases, id: \.self) { outcome in
                Text(outcome.rawValue).tag(Optional(outcome))
              }
            }
            .pickerStyle(.segmented)
            .accessibilityIdentifier("completionType")
          }
          Button("Attach photos") { showsPicker = true }
          ForEach(photos) { photo in Text(photo.id) }
          if isSending {
            ProgressView()
          }
        }
        .navigationTitle("Report status")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") { dismiss() }.accessibilityIdentifier("close")
          }
          ToolbarItem(placement: .confirmationAction) {
            Button("Send") { send() }
              .accessibilityIdentifier("send")
              .disabled(isCompleted && outcome == nil)
          }
        }
        .disabled(isSending)
        .photosPicker(isPresented: $showsPicker, selection: $photos)
        .alert("Report not sent", isPresented: $showsFailure) {
          Button("OK") {}
        } message: {
          Text("The report could not be sent. Try again.")
        }
      }
    }

    private func send() {
      isSending = true
      Task {
        let sent = await session.complete(jobID)
        isSending = false
        if sent {
          dismiss()
        } else {
          showsFailure = true
        }
      }
    }
  }

  struct AccountScreen: View {
    @Environment(Session.self) private var session

    var body: some View {
      NavigationStack {
        VStack {
          Text("Username: \(session.username ?? "")")
          Button("Log out") { session.username = nil }.accessibilityIdentifier("logOut")
        }
        .navigationTitle("Account")
      }
    }
  }

  private func logIn(_ session: Session = Session()) async throws -> AppDriver {
    let (_, app) = launchSwiftUI(RootView(session: session))
    try await app.textFields["Username"].typeText("jnovak")
    try await app.secureTextFields["Password"].typeText("secret")
    try await app.buttons["logIn"].tap()
    return app
  }

  @Test func wrongPasswordShowsAnError() async throws {
    let (_, app) = launchSwiftUI(RootView(session: Session()))

    try await app.secureTextFields["password"].typeText("nope")
    try await app.buttons["Log in"].tap()

    #expect(app.staticTexts["loginError"].label == "Wrong username or password.")
  }

  @Test func loggingInShowsTheLoadedList() async throws {
    let app = try await logIn()

    #expect(app.tabs["Tasks"].isSelected)
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Tasks")
    #expect(app.tables["jobs"].value == "2 rows")
    #expect(app.cells["job.1"].staticTexts.allElements.map(\.label) == ["Boiler"])
  }

  @Test func reportingFromAPushedScreenCompletesTheJob() async throws {
    let app = try await logIn()
    try await app.cells["job.2"].tap()
    try await app.buttons["reportStatus"].tap()
    #expect(app.sheets["Report status"].exists)
    #expect(!app.buttons["reportStatus"].exists)

    try await app.switches["completed"].tap()
    #expect(!app.buttons["send"].isEnabled)
    try await app.segmentedControls["completionType"].select("Repaired")
    try await app.buttons["Attach photos"].tap()
    try await app.switches["IMG_0002"].tap()
    try await app.buttons["Add"].tap()
    #expect(app.staticTexts["IMG_0002"].exists)
    try await app.buttons["send"].tap()

    #expect(!app.sheets.firstMatch.exists)
    #expect(app.staticTexts["status"].label == "Completed")
    try await app.goBack()
    #expect(app.cells["job.2"].staticTexts.allElements.map(\.label) == ["Lift", "Completed"])
  }

  @Test func failedReportKeepsTheFormBehindAnAlert() async throws {
    let session = Session()
    session.reportFails = true
    let app = try await logIn(session)
    try await app.cells["job.1"].tap()
    try await app.buttons["reportStatus"].tap()
    try await app.switches["completed"].tap()
    try await app.segmentedControls["completionType"].select("Other")

    try await app.buttons["send"].tap()
    #expect(
      app.alerts["Report not sent"].staticTexts.allElements.map(\.label) == [
        "The report could not be sent. Try again."
      ])
    #expect(!app.switches["completed"].exists)
    try await app.buttons["OK"].tap()

    #expect(app.switches["completed"].value == "1")
    #expect(app.segmentedControls["completionType"].value == "Other")
    #expect(app.buttons["send"].isEnabled)
  }

  @Test func closingTheReportDiscardsIt() async throws {
    let app = try await logIn()
    try await app.cells["job.1"].tap()
    try await app.buttons["reportStatus"].tap()
    try await app.switches["completed"].tap()

    try await app.buttons["close"].tap()
    #expect(!app.sheets.firstMatch.exists)
    try await app.buttons["reportStatus"].tap()

    #expect(app.switches["completed"].value == "0")
    #expect(!app.segmentedControls["completionType"].exists)
  }

  @Test func loggingOutClearsTheMainScreensState() async throws {
    let app = try await logIn()
    try await app.searchFields["Search"].typeText("Li")
    try await app.tabs["Account"].tap()
    #expect(app.staticTexts["Username: jnovak"].exists)
    #expect(app.navigationBars.firstMatch.staticTexts["navigationTitle"].label == "Account")

    try await app.buttons["logOut"].tap()
    try await app.textFields["Username"].typeText("jnovak")
    try await app.secureTextFields["Password"].typeText("secret")
    try await app.buttons["logIn"].tap()

    #expect(app.tabs["Tasks"].isSelected)
    #expect(app.searchFields["Search"].value == "")
  }
}
