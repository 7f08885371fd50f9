/// One sample app to measure: where its code lives and which targets hold its tests.
///
/// The command line builds these from the registry, so the measurement never links a
/// sample; it reads the sample's files and runs its tests.
///
/// ```swift
/// let mvc = Sample(
///   id: "mvc", name: "MVC", directory: "Samples/MVC", modules: ["MVC"], testModules: ["MVCTests"])
/// ```
public struct Sample: Sendable, Hashable, Codable {
  /// The short name used on the command line, e.g. `mvc`.
  public var id: String
  /// The name shown in reports, e.g. `MVC`.
  public var name: String
  /// The sample's folder relative to the package root; production code is in its
  /// `Sources/`, tests in its `Tests/`.
  public var directory: String
  /// The SwiftPM targets that hold the sample's production code.
  public var modules: [String]
  /// The SwiftPM test targets that hold the sample's own unit tests.
  public var testModules: [String]

  public init(id: String, name: String, directory: String, modules: [String], testModules: [String]) {
    self.id = id
    self.name = name
    self.directory = directory
    self.modules = modules
    self.testModules = testModules
  }

  /// The folder of production code, relative to the package root.
  var sourcesDirectory: String { directory.trimmingSlashes + "/Sources" }

  /// The folder of test code, relative to the package root.
  var testsDirectory: String { directory.trimmingSlashes + "/Tests" }
}

extension String {
  /// The path without leading `./` and trailing slashes, so that prefixes compare.
  var trimmingSlashes: String {
    var path = Substring(self)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    while path.hasSuffix("/") { path = path.dropLast() }
    return String(path)
  }
}
