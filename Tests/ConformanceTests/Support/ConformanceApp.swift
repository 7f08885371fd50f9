import FloorReference
import Foundation
import HeadlessUI
import SampleRegistry
import ServiceKit
import SwiftUIReference
import UIKitReference
import UITestDriver

/// The conformance scenarios' steps: `AppSteps`, which the exercises share, and the steps
/// only the suite needs.
typealias ConformanceApp = AppSteps

extension AppSteps {
  /// Opens the detail of the event with this id from the list.
  static func openEvent(_ app: AppDriver, id: Int) async throws {
    try await app.cells["event.\(id)"].tap()
  }

  /// Opens the report form of the event with this id from the list.
  static func openReport(_ app: AppDriver, eventID: Int) async throws {
    try await openEvent(app, id: eventID)
    try await app.buttons["Report status"].tap()
  }

  /// Fills the open report form as completed: types `note`, switches Completed on and picks `type`.
  static func fillCompletedReport(_ app: AppDriver, note: String, type: String) async throws {
    try await app.textFields["Note"].typeText(note)
    try await app.switches["Completed"].tap()
    try await app.segmentedControls["Completion type"].select(type)
  }

  /// The texts of the row of the event with this id, in order.
  static func rowTexts(_ app: AppDriver, id: Int) -> [String] {
    app.cells["event.\(id)"].staticTexts.allElements.map(\.label)
  }

  /// The label of the element with this identifier anywhere in the window, also beneath a sheet
  /// or an alert, which the driver's queries do not reach: what a person sees above a page sheet.
  static func labelBeneathFront(_ app: AppDriver, identifier: String) -> String? {
    app.tree.descendants.first { $0.identifier == identifier }?.label
  }

  /// The navigation bar's title now shown.
  static func navigationTitle(_ app: AppDriver) -> String? {
    app.navigationBars.firstMatch.staticTexts["navigationTitle"].element?.label
  }

  /// An event the server adds while the app runs.
  static func newEvent(
    id: Int = 9, name: String = "Oprava bojleru", address: String = "Údolní 20, Brno",
    date: String = "2026-11-22T10:00:00Z"
  ) -> ServiceEvent {
    let customer = Fixture.standard.customers[2]
    return ServiceEvent(
      id: id, name: name, address: address, date: ISO8601DateFormatter().date(from: date)!,
      description: "Bojler netopí.", contact: customer.contact, customerID: customer.id,
      customerName: customer.name, location: customer.location)
  }
}

extension AppSteps {
  /// The apps every scenario runs on: every registered architecture and the three reference
  /// apps, or only the one whose id `ARCHBENCH_CONFORMANCE_ARCH` names, which
  /// `archbench conformance --arch` sets.
  ///
  /// The references are the baseline every latency ratio divides by: they must do the same
  /// work as the samples, so they pass the same scenarios.
  ///
  /// ```swift
  /// @Test("login.showsForm", arguments: ConformanceApp.architectures)
  /// ```
  nonisolated static var architectures: [Architecture] {
    guard let only = ProcessInfo.processInfo.environment["ARCHBENCH_CONFORMANCE_ARCH"], !only.isEmpty else {
      return Architecture.all + references
    }
    return (Architecture.all + references).filter { $0.id == only }
  }

  /// The reference apps, as architectures of their own for the suite: the floor and the two toolkits'.
  nonisolated static let references = [
    Architecture(
      id: ReferenceApp.id, name: "Reference", directory: "Sources/FloorReference", modules: ["FloorReference"],
      testModules: [], uiStyle: .imperative, launch: { ReferenceApp.launch(in: $0, backend: $1, storage: $2) }),
    Architecture(
      id: UIKitReferenceApp.id, name: "UIKit reference", directory: "Sources/UIKitReference",
      modules: ["UIKitReference"], testModules: [], uiStyle: .imperative,
      launch: { UIKitReferenceApp.launch(in: $0, backend: $1, storage: $2) }),
    Architecture(
      id: SwiftUIReferenceApp.id, name: "SwiftUI reference", directory: "Sources/SwiftUIReference",
      modules: ["SwiftUIReference"], testModules: [], uiStyle: .declarative,
      launch: { SwiftUIReferenceApp.launch(in: $0, backend: $1, storage: $2) }),
  ]
}
