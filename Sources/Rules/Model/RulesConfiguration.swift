import Foundation

/// Maps a codebase onto an architecture's rules: which architecture, which types are its
/// models, which modules are the platform and the backend, and where Clean's layers are.
///
/// `archbench rules --config rules.json` reads it; `--arch` uses ``defaults(for:)``.
///
/// ```json
/// { "architecture": "clean",
///   "modelPaths": ["Sources/Models"],
///   "platformModules": ["UIKit", "SwiftUI"], "backendModules": ["Networking"],
///   "layers": { "Domain": "Core/Domain", "Data": "Core/Data", "Presentation": "App/UI" } }
/// ```
public struct RulesConfiguration: Sendable, Codable, Equatable {
  public var architecture: String
  /// Type names the architecture treats as models or entities, beyond those with the Model or Entity role.
  public var modelTypes: [String]
  /// Folders (relative to the working directory) whose declared types are models too.
  public var modelPaths: [String]
  /// Modules of the UI platform: view models, models, Domain and reducers stay clear of them.
  public var platformModules: [String]
  /// Modules that reach the backend: Domain and reducers stay clear of them.
  public var backendModules: [String]
  /// Clean's layers: name → folder (a path component, or a path prefix), relative to the scanned root.
  public var layers: [String: String]
  /// A CodeMetrics roles file that overrides the naming conventions.
  public var roles: String?

  public init(
    architecture: String, modelTypes: [String] = [], modelPaths: [String] = [],
    platformModules: [String] = Self.platform, backendModules: [String] = [], layers: [String: String] = [:],
    roles: String? = nil
  ) {
    self.architecture = architecture
    self.modelTypes = modelTypes
    self.modelPaths = modelPaths
    self.platformModules = platformModules
    self.backendModules = backendModules
    self.layers = layers
    self.roles = roles
  }

  public static let platform = ["UIKit", "SwiftUI", "AppKit", "HeadlessUI", "HeadlessUIKit", "HeadlessSwiftUI"]

  /// The configuration for this project's samples: ServiceKit is the backend and its models
  /// (`Sources/ServiceKit/Models`) are the models; Clean's layers are its folders.
  public static func defaults(for architecture: String) -> RulesConfiguration {
    RulesConfiguration(
      architecture: architecture, modelPaths: ["Sources/ServiceKit/Models"], backendModules: ["ServiceKit"],
      layers: ["Domain": "Domain", "Data": "Data", "Presentation": "Presentation"])
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    architecture = try container.decode(String.self, forKey: .architecture)
    modelTypes = try container.decodeIfPresent([String].self, forKey: .modelTypes) ?? []
    modelPaths = try container.decodeIfPresent([String].self, forKey: .modelPaths) ?? []
    platformModules = try container.decodeIfPresent([String].self, forKey: .platformModules) ?? Self.platform
    backendModules = try container.decodeIfPresent([String].self, forKey: .backendModules) ?? []
    layers = try container.decodeIfPresent([String: String].self, forKey: .layers) ?? [:]
    roles = try container.decodeIfPresent(String.self, forKey: .roles)
  }
}

extension RulesConfiguration {
  /// Reads a configuration file, as `archbench rules --config` and `check --scan --config` take it.
  ///
  /// ```swift
  /// let configuration = try RulesConfiguration.load(from: "rules.json")
  /// ```
  public static func load(from path: String) throws(RulesRunner.Failure) -> RulesConfiguration {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return try JSONDecoder().decode(RulesConfiguration.self, from: data)
    } catch {
      throw .unreadableConfiguration(
        path, reason: error is DecodingError ? "not a rules configuration" : "\(error.localizedDescription)")
    }
  }
}
