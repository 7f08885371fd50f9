import HeadlessUI
import ServiceKit
import Testing

@testable import MVC

/// The whole app through its element tree, once along the main path, as a person would use it.
@MainActor
struct MVCAppSmokeTests {
  @Test func logInBrowseReportAndLogOut() async throws {
    let backend = FixtureBackend()
    let app = Application()
    MVCApp.launch(in: app, backend: backend)
    await settle(app)

    try await app.type("jnovak", into: "username")
    try await app.type("servis123", into: "password")
    try await app.tap("logIn")
    #expect(app.element("tab.Tasks")?.isSelected == true)
    #expect(app.frontElements.filter { $0.role == .row }.first?.identifier == "event.5")

    try await app.tap("event.1")
    #expect(app.texts.contains("24.11.2026 08:00"))
    try await app.tap("customer")
    #expect(app.texts.contains("Řípská 12, Praha 3"))
    try await app.tap("contact")
    #expect(app.intents.last == .call(phone: "+420602111222"))
    try await app.tap("back")

    try await app.tap("reportStatus")
    #expect(app.element("Report status")?.role == .sheet)
    try await app.setOn(true, "completed")
    try await app.select("Repaired", in: "completionType")
    try await app.tap("send")
    #expect(app.element("status")?.label == "Completed")
    try await app.tap("back")
    #expect(
      app.frontElements.first { $0.identifier == "event.1" }?.descendants.contains { $0.label == "Completed" } == true)

    try await app.tap("tab.Account")
    #expect(app.texts.contains("Username: jnovak"))
    try await app.tap("logOut")
    #expect(app.element("username")?.value == "")
    #expect(app.element("tab.Tasks") == nil)
    #expect(backend.calls.contains(.logout))
  }
}
