import HeadlessUI
import SampleRegistry
import ServiceKit
import SwiftUIReference
import UIKitReference
import UITestDriver

/// Something the harness measures: a registered architecture, or the no-architecture reference.
///
/// ```swift
/// let subjects = [Subject.reference] + Architecture.all.map(Subject.init)
/// let app = subjects[1].launch(on: FixtureBackend())
/// ```
public struct Subject: Identifiable, Sendable {
  /// The id used on the command line and in results: `reference`, `mvc`, …
  public let id: String
  /// The name shown in tables: `Reference`, `MVC`, …
  public let name: String
  private let launcher: @MainActor @Sendable (Application, FixtureBackend) -> Void

  /// A subject launched by `launch`, which sets the application's content; tests use it for variants.
  public init(id: String, name: String, launch: @escaping @MainActor @Sendable (Application, FixtureBackend) -> Void) {
    self.id = id
    self.name = name
    self.launcher = launch
  }

  /// The registered architecture's sample.
  public init(_ architecture: Architecture) {
    self.init(id: architecture.id, name: architecture.name) { architecture.launch(in: $0, backend: $1) }
  }

  /// The hand-written app that changes the tree directly from a plain state struct: the baseline of every ratio.
  public static let reference = Subject(id: ReferenceApp.id, name: "Reference") {
    ReferenceApp.launch(in: $0, backend: $1)
  }

  /// The app on HeadlessUIKit with no architecture: plain view controllers that hold their state and call the backend.
  public static let uikitReference = Subject(id: UIKitReferenceApp.id, name: "UIKit reference") {
    UIKitReferenceApp.launch(in: $0, backend: $1)
  }

  /// The app on HeadlessSwiftUI with no architecture: plain views with `@State` and one `@Observable` app model.
  public static let swiftUIReference = Subject(id: SwiftUIReferenceApp.id, name: "SwiftUI reference") {
    SwiftUIReferenceApp.launch(in: $0, backend: $1)
  }

  /// Launches the subject in a fresh application and returns a driver for it, rendered.
  ///
  /// The driver waits for the backend's delayed calls as ``Architecture/launch(on:actionLog:)``'s does;
  /// with the harness's zero-latency backend there are none.
  @MainActor
  public func launch(on backend: FixtureBackend) -> AppDriver {
    let application = Application()
    launcher(application, backend)
    application.renderIfNeeded()
    return AppDriver(
      application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
  }
}
