import Foundation
import SampleRegistry
import ServiceKit
import UITestDriver

extension ExerciseCatalog {
  /// A badge on the Tasks tab that counts the events not yet opened: a change that crosses
  /// screens, since the list knows the events, the detail reads one, and the tab bar shows the count.
  static let unreadBadge = Exercise(
    id: "unread-badge", title: "Unread badge",
    summary: "The Tasks tab's badge counts the events not yet opened; opening an event's detail clears it.",
    scenarios: [
      Scenario("unreadBadge.afterLogin") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try expectBadge(app, "8", "after login")
        try expect(
          app.tabs["Account"].exists && app.tabs["Account"].value == nil,
          "after login: the Account tab has the badge \(AppSteps.badge(app, "Account")), expected none")
      },
      Scenario("unreadBadge.openingClearsOne") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.3"].tap()
        try await app.goBack()
        try expectBadge(app, "7", "after opening event 3 and going back")
        try await app.cells["event.5"].tap()
        try await app.goBack()
        try expectBadge(app, "6", "after opening the completed event 5 too")
      },
      Scenario("unreadBadge.sameTwiceClearsOne") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        for _ in 1...2 {
          try await app.cells["event.3"].tap()
          try await app.goBack()
        }
        try expectBadge(app, "7", "after opening event 3 twice")
        try await app.switches["openOnly"].tap()
        try await app.searchFields.firstMatch.typeText("brno")
        try expectBadge(app, "7", "with a search and Open only, which hide events but read none")
      },
      Scenario("unreadBadge.liveAddedAndRemoved") { architecture in
        let backend = FixtureBackend()
        let app = try await AppSteps.launchLoggedIn(architecture, backend: backend)
        try await app.cells["event.3"].tap()
        try await app.goBack()
        backend.simulate(.added(AppSteps.addedEvent))
        try await app.waitForIdle()
        try expectBadge(app, "8", "after reading event 3, then the backend adding event 9")
        backend.simulate(.removed(2))
        try await app.waitForIdle()
        try expectBadge(app, "7", "after the backend removed the unread event 2")
        backend.simulate(.removed(3))
        try await app.waitForIdle()
        try expectBadge(app, "7", "after the backend removed event 3, which was read")
        var changed = AppSteps.addedEvent
        changed.name = "Oprava bojleru a ventilu"
        backend.simulate(.updated(changed))
        try await app.waitForIdle()
        try expectBadge(app, "7", "after the backend changed the unread event 9")
      },
      Scenario("unreadBadge.noneAtZero") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        for id in AppSteps.sortedEventIDs {
          try await app.cells["event.\(id)"].tap()
          try await app.goBack()
        }
        try expect(
          app.tabs["Tasks"].exists && app.tabs["Tasks"].value == nil,
          "after opening every event: the badge \(AppSteps.badge(app, "Tasks")), expected none")
      },
      Scenario("unreadBadge.freshAfterLogOut") { architecture in
        let app = try await AppSteps.launchLoggedIn(architecture)
        try await app.cells["event.3"].tap()
        try await app.goBack()
        try await app.tabs["Account"].tap()
        try await app.buttons["logOut"].tap()
        try await AppSteps.logIn(app)
        try expectBadge(app, "8", "after reading event 3, logging out and in again")
      },
    ])
}

extension ExerciseCatalog {
  /// Fails unless the Tasks tab's badge is `expected`.
  @MainActor
  fileprivate static func expectBadge(_ app: AppDriver, _ expected: String, _ when: String) throws(ScenarioFailure) {
    try expect(
      app.tabs["Tasks"].value == expected,
      "\(when): the Tasks tab's badge \(AppSteps.badge(app, "Tasks")), expected '\(expected)'")
  }
}

extension AppSteps {
  /// A tab's badge in quotes, "none", or "(no <title> tab)": what a failure message shows.
  static func badge(_ app: AppDriver, _ title: String) -> String {
    let tab = app.tabs[title]
    guard tab.exists else { return "(no \(title) tab)" }
    return tab.value.map { "'\($0)'" } ?? "none"
  }

  /// An event the server adds while the app runs: event 9, on 22.11.
  static var addedEvent: ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: 9, name: "Oprava bojleru", address: "Údolní 20, Brno", date: Date(timeIntervalSince1970: 1_795_341_600),
      description: "Bojler netopí.", contact: customer.contact, customerID: customer.id,
      customerName: customer.name, location: customer.location)
  }
}
