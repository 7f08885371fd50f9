import FloorReference
import HeadlessUI
import LatencyModel
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
  /// The toolkit the subject is written on; its measurements are compared with that toolkit's reference.
  public let toolkit: Toolkit
  private let launcher: @MainActor @Sendable (Application, FixtureBackend, DeviceStorage) -> Void

  /// A subject launched by `launch`, which sets the application's content over the device's
  /// storage; tests use it for variants.
  public init(
    id: String, name: String, toolkit: Toolkit = .none,
    launch: @escaping @MainActor @Sendable (Application, FixtureBackend, DeviceStorage) -> Void
  ) {
    self.id = id
    self.name = name
    self.toolkit = toolkit
    self.launcher = launch
  }

  /// The registered architecture's sample.
  public init(_ architecture: Architecture) {
    self.init(id: architecture.id, name: architecture.name, toolkit: Toolkit(architecture.uiStyle)) {
      architecture.launch(in: $0, backend: $1, storage: $2)
    }
  }

  /// The hand-written app that changes the tree directly from a plain state struct, with no toolkit: the floor.
  public static let reference = Subject(id: ReferenceApp.id, name: "Reference") {
    ReferenceApp.launch(in: $0, backend: $1, storage: $2)
  }

  /// The app on HeadlessUIKit with no architecture: plain view controllers that hold their state and call the backend.
  public static let uikitReference = Subject(id: UIKitReferenceApp.id, name: "UIKit reference", toolkit: .uikit) {
    UIKitReferenceApp.launch(in: $0, backend: $1, storage: $2)
  }

  /// The app on HeadlessSwiftUI with no architecture: plain views with `@State` and one `@Observable` app model.
  public static let swiftUIReference = Subject(
    id: SwiftUIReferenceApp.id, name: "SwiftUI reference", toolkit: .swiftui
  ) {
    SwiftUIReferenceApp.launch(in: $0, backend: $1, storage: $2)
  }

  /// The reference app of `toolkit`, or the floor for no toolkit.
  public static func reference(on toolkit: Toolkit) -> Subject {
    switch toolkit {
    case .none: reference
    case .uikit: uikitReference
    case .swiftui: swiftUIReference
    }
  }

  /// Whether this is the floor or a toolkit's reference, not an architecture.
  public var isReference: Bool { id == Subject.reference(on: toolkit).id }

  /// Launches the subject in a fresh application over `storage` and returns a driver for it, rendered.
  ///
  /// The driver waits for the backend's delayed calls as ``Architecture/launch(on:actionLog:)``'s does;
  /// with the harness's zero-latency backend there are none.
  @MainActor
  public func launch(on backend: FixtureBackend, storage: DeviceStorage = DeviceStorage()) -> AppDriver {
    let application = Application()
    start(in: application, backend: backend, storage: storage)
    application.renderIfNeeded()
    return Self.driver(of: application, backend: backend)
  }

  /// Starts the subject's app in `application`, unrendered: what a step that times the app's start times.
  @MainActor
  public func start(in application: Application, backend: FixtureBackend, storage: DeviceStorage) {
    launcher(application, backend, storage)
  }

  /// A driver of `application` that counts `backend`'s delayed calls as work and its held calls as blocked.
  @MainActor
  static func driver(of application: Application, backend: FixtureBackend) -> AppDriver {
    let driver = AppDriver(
      application: application, isBusy: { backend.busyCallCount > 0 }, isBlocked: { backend.heldCallCount > 0 })
    driver.idleTimeout = SettleLoop.defaultTimeout
    return driver
  }
}
