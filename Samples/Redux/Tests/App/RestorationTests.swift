import ServiceKit
import Testing
import UITestDriver

@testable import Redux

/// The app launched straight into a state shows exactly that state, without a single step through the UI.
@MainActor
struct RestorationTests {
  @Test func launchesIntoAnOpenReportOverAnEventDetail() async throws {
    let backend = FixtureBackend()
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 3, event: .loaded(TestData.event(3)))
    state.report = ReportState(note: "Hotovo")
    state.navigation = NavigationState(tab: .tasks, path: [.event(3)], sheet: .report(eventID: 3))

    let app = try await launchApp(in: state, backend: backend)

    #expect(app.sheets.count == 1)
    #expect(app.navigationTitle == "Report status")
    #expect(app.textFields["note"].value == "Hotovo")
    #expect(app.switches["completed"].value == "0")

    try await app.buttons["close"].tap()

    #expect(app.sheets.count == 0)
    #expect(app.navigationTitle == "Kontrola čerpadla")
    #expect(app.staticTexts["status"].label == "Open")
    #expect(app.tabs["Tasks"].isSelected)
    #expect(backend.calls.isEmpty, "the state was complete, so nothing had to be loaded")

    try await app.goBack()

    #expect(
      app.eventRowIDs == ["event.5", "event.2", "event.1", "event.3", "event.4", "event.6", "event.7", "event.8"])
  }

  @Test func launchesIntoAFailedLogin() async throws {
    let state = AppState(
      login: LoginState(username: "jnovak", isPasswordMissing: true, failure: .serverUnavailable))

    let app = try await launchApp(in: state)

    #expect(app.textFields["username"].value == "jnovak")
    #expect(app.staticTexts["passwordError"].label == "Enter your password.")
    #expect(app.staticTexts["loginError"].label == "The server is not available. Try again.")
    #expect(!app.staticTexts["usernameError"].exists)
  }

  @Test func launchesIntoAFilteredList() async throws {
    var state = TestData.loggedIn
    state.tasks.searchText = "praha"
    state.tasks.isOpenOnly = true

    let app = try await launchApp(in: state)

    #expect(app.searchFields["Search"].value == "praha")
    #expect(app.switches["openOnly"].value == "1")
    #expect(app.eventRowIDs == ["event.2", "event.1", "event.6"])
  }

  @Test(arguments: [
    (NavigationState.Route.event(1), "Could not load the event."),
    (.customer(1), "Could not load the customer."),
  ])
  func launchesIntoAFailedLoadAndRetries(route: NavigationState.Route, message: String) async throws {
    let backend = FixtureBackend()
    _ = try await backend.login(TestData.credentials)
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 1, event: .failed)
    state.customer = CustomerState(customerID: 1, customer: .failed)
    state.navigation.path = route == .event(1) ? [route] : [.event(1), route]

    let app = try await launchApp(in: state, backend: backend)

    #expect(app.staticTexts[message].exists)

    try await app.buttons["retry"].tap()

    #expect(!app.staticTexts[message].exists)
    #expect(app.buttons["contact"].exists)
  }

  @Test func launchesIntoAReportBeingSent() async throws {
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 1, event: .loaded(TestData.event(1)))
    state.report = ReportState(note: "Hotovo", isCompleted: true, completionType: .repaired, isSending: true)
    state.navigation = NavigationState(path: [.event(1)], sheet: .report(eventID: 1))

    let app = try await launchApp(in: state)

    #expect(app.activityIndicators.count == 1)
    #expect(app.segmentedControls["completionType"].value == "Repaired")
    #expect(!app.textFields["note"].isEnabled)
    #expect(!app.buttons["send"].isEnabled)
    #expect(!app.buttons["close"].isEnabled)
  }

  @Test func launchesIntoTheFailedReportsAlert() async throws {
    var state = TestData.loggedIn
    state.detail = EventDetailState(eventID: 1, event: .loaded(TestData.event(1)))
    state.report = ReportState(note: "Hotovo")
    state.navigation = NavigationState(path: [.event(1)], sheet: .report(eventID: 1), alert: .reportNotSent)

    let app = try await launchApp(in: state)

    #expect(app.alerts["Report not sent"].staticTexts["The report could not be sent. Try again."].exists)

    try await app.buttons["OK"].tap()

    #expect(app.textFields["note"].value == "Hotovo")
  }

  @Test func launchesIntoTheAccountTab() async throws {
    var state = TestData.loggedIn
    state.navigation.tab = .account

    let app = try await launchApp(in: state)

    #expect(app.tabs["Account"].isSelected)
    #expect(app.staticTexts["First name: Jan"].exists)
    #expect(app.staticTexts["Last name: Novák"].exists)
  }
}
