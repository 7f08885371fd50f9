import Foundation
import HeadlessUI
import ServiceKit

/// One architecture archbench measures: a sample app and how to launch it.
///
/// ```swift
/// for architecture in Architecture.all {
///   let app = architecture.launch(on: FixtureBackend())
///   try await app.buttons["Log in"].tap()
/// }
/// ```
public struct Architecture: Identifiable, Sendable, CustomStringConvertible {
  /// Which of the platform's UI styles a sample is written in.
  public enum UIStyle: String, Sendable {
    /// UIKit style: controllers or presenters update views (`HeadlessUIKit`).
    case imperative
    /// SwiftUI style: views render from observable state (`HeadlessSwiftUI`).
    case declarative
  }

  /// The short name used on the command line, e.g. `mvvm`.
  public let id: String
  /// The name shown in reports, e.g. `MVVM`.
  public let name: String
  /// The sample's folder, relative to the package root, e.g. `Samples/MVVM`.
  public let directory: String
  /// The SwiftPM targets that hold the sample's production code.
  public let modules: [String]
  /// The SwiftPM targets that hold the sample's own unit tests.
  public let testModules: [String]
  public let uiStyle: UIStyle
  private let launcher: @MainActor @Sendable (Application, any Backend, DeviceStorage) -> Void
  private let tracingLauncher:
    (@MainActor @Sendable (Application, any Backend, DeviceStorage, @escaping ActionLog) -> Void)?

  /// Receives one line per action an architecture with an action log (Redux) dispatches.
  public typealias ActionLog = @MainActor (String) -> Void

  /// - Parameters:
  ///   - launch: starts the sample in an application, on a backend, over the device's storage.
  ///   - launchWithActionLog: for an architecture that records its actions, a launch that
  ///     also reports each one; `archbench demo --log` prints them.
  public init(
    id: String, name: String, directory: String, modules: [String], testModules: [String], uiStyle: UIStyle,
    launch: @escaping @MainActor @Sendable (Application, any Backend, DeviceStorage) -> Void,
    launchWithActionLog: (
      @MainActor @Sendable (Application, any Backend, DeviceStorage, @escaping ActionLog) -> Void
    )? = nil
  ) {
    self.id = id
    self.name = name
    self.directory = directory
    self.modules = modules
    self.testModules = testModules
    self.uiStyle = uiStyle
    self.launcher = launch
    self.tracingLauncher = launchWithActionLog
  }

  /// Whether the sample can report the actions it dispatches.
  public var hasActionLog: Bool { tracingLauncher != nil }

  public var description: String { name }

  /// Starts the sample in `application`, talking to `backend`, over `storage`: a fresh one plays
  /// a fresh install, the storage of an earlier launch a user who opens the app again.
  @MainActor
  public func launch(in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage()) {
    launcher(application, backend, storage)
  }

  /// Starts the sample and reports each action it dispatches to `actionLog`, if it has an action log.
  @MainActor
  public func launch(
    in application: Application, backend: any Backend, storage: DeviceStorage = DeviceStorage(), actionLog: ActionLog?
  ) {
    if let actionLog, let tracingLauncher {
      tracingLauncher(application, backend, storage, actionLog)
    } else {
      launcher(application, backend, storage)
    }
  }
}

extension Architecture: Hashable {
  public static func == (lhs: Architecture, rhs: Architecture) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Architecture {
  /// The architecture with this id or name, ignoring case.
  public static func named(_ name: String) -> Architecture? {
    all.first {
      $0.id.caseInsensitiveCompare(name) == .orderedSame || $0.name.caseInsensitiveCompare(name) == .orderedSame
    }
  }
}
