import Foundation
import Support

/// `archbench new`: adds a sample to the package, so that it builds, is registered, and is
/// in every measurement and table that reads the registry.
///
/// It writes `Samples/<Name>/` (sources, one test, a README), `Sources/SampleRegistry/
/// Architecture+<Name>.swift`, and appends the sample to `Package.swift`'s
/// `singleModuleSamples` and to `Architecture.all`, both located with swift-syntax. Every
/// text is made before anything is written; the folder is written beside its place and
/// renamed into it, each edited file is replaced by a rename, and a failure part-way undoes
/// what was already done.
///
/// ```swift
/// let plan = try Scaffolder(packageRoot: root).plan(name: "Hexagonal", toolkit: .swiftui, like: nil)
/// try Scaffolder(packageRoot: root).apply(plan)
/// plan.created  // ["Samples/Hexagonal/README.md", …, "Sources/SampleRegistry/Architecture+Hexagonal.swift"]
/// ```
public struct Scaffolder {
  /// A registered sample to start from: its folder and its one module.
  public struct Sibling: Sendable {
    public var id: String
    public var directory: String
    public var modules: [String]

    public init(id: String, directory: String, modules: [String]) {
      self.id = id
      self.directory = directory
      self.modules = modules
    }
  }

  /// Everything `apply` writes, made and checked before anything is written.
  public struct Plan: Sendable {
    public var name: SampleName
    public var toolkit: Toolkit
    /// The sample's files, by their path inside `Samples/<Name>/`.
    public var sampleFiles: [String: String]
    /// Other new files and the files replaced, by their path from the package root.
    public var otherFiles: [String: String]
    /// The paths of the files that exist and are replaced.
    public var edited: [String]

    /// Every file the sample adds, from the package root, sorted.
    public var created: [String] {
      (sampleFiles.keys.map { "\(name.directory)/\($0)" } + otherFiles.keys.filter { !edited.contains($0) }).sorted()
    }
  }

  public var packageRoot: URL

  public init(packageRoot: URL) {
    self.packageRoot = packageRoot
  }

  /// Checks the request against the package and makes every file's text.
  ///
  /// - Parameters:
  ///   - toolkit: required without `like`; with it, nil means the sibling's, and another is refused.
  ///   - like: the registered sample to copy.
  public func plan(name rawName: String, toolkit: Toolkit?, like: Sibling?) throws(ScaffoldError) -> Plan {
    let name = try SampleName(rawName)
    let manifestURL = packageRoot.appendingPathComponent("Package.swift")
    guard let manifestText = try? String(contentsOf: manifestURL, encoding: .utf8) else {
      throw .unexpectedPackage(path: packageRoot.path, reason: "it has no readable Package.swift")
    }
    let manifest = ManifestEdit(source: manifestText)
    guard let samples = manifest.samples() else {
      throw .unexpectedPackage(
        path: manifestURL.path, reason: "it has no `\(ManifestEdit.samplesArray)` array of (name, toolkit) pairs")
    }
    let registry = RegistryEdit(folder: packageRoot.appendingPathComponent(RegistryEdit.folder))
    try checkFree(name, samples: samples.map(\.name), manifest: manifest, registry: registry)

    var toolkit = toolkit
    var sampleFiles: [String: String]
    var edited = try manifest.addingSample(name, toolkit: toolkit ?? .swiftui)
    if let like {
      guard like.modules.count == 1, let module = like.modules.first,
        let entry = samples.first(where: { $0.name == module }), let siblingToolkit = Toolkit(module: entry.ui)
      else {
        throw .unknownSibling(like.id, reason: "--like takes a sample of one module listed in singleModuleSamples")
      }
      if let toolkit, toolkit != siblingToolkit {
        throw .unknownSibling(like.id, reason: "it is written in \(siblingToolkit.rawValue), not \(toolkit.rawValue)")
      }
      toolkit = siblingToolkit
      edited = try manifest.addingSample(name, toolkit: siblingToolkit)
      if let libraries = manifest.libraries(of: module) {
        edited = try ManifestEdit(source: edited).addingLibraries(libraries, for: name)
      }
      sampleFiles = try SiblingCopy(
        sibling: like.directory, siblingModule: module, name: name, toolkit: siblingToolkit, packageRoot: packageRoot
      ).files()
    } else {
      guard let toolkit else { throw .missingToolkit }
      sampleFiles = Skeleton(name: name, toolkit: toolkit).files
    }
    guard let toolkit else { throw .missingToolkit }
    return Plan(
      name: name, toolkit: toolkit, sampleFiles: sampleFiles,
      otherFiles: [
        "Package.swift": edited,
        RegistryEdit.file(for: name): RegistryEdit.registration(of: name, toolkit: toolkit),
        "\(RegistryEdit.folder)/\(RegistryEdit.allFile)": try registry.addingToAll(name),
      ],
      edited: ["Package.swift", "\(RegistryEdit.folder)/\(RegistryEdit.allFile)"])
  }

  /// Refuses a name a target, a registered architecture, the registry or a folder already uses.
  private func checkFree(
    _ name: SampleName, samples: [String], manifest: ManifestEdit, registry: RegistryEdit
  ) throws(ScaffoldError) {
    // The samples' targets are made from the list by interpolation: `<Name>` and `<Name>Tests`.
    let targets = manifest.names().union(samples).union(samples.map { "\($0)Tests" })
    for module in [name.module, name.testModule] where targets.contains(module) {
      throw .nameTaken(name.module, by: "Package.swift already has a target or product named \(module)")
    }
    if registry.takenNames().contains(name.id) {
      throw .nameTaken(name.module, by: "Sources/SampleRegistry already uses '\(name.id)'")
    }
    let samples = packageRoot.appendingPathComponent("Samples")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    if let folder = folders.first(where: { $0.lowercased() == name.module.lowercased() }) {
      throw .nameTaken(name.module, by: "Samples/\(folder) exists")
    }
    if FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(RegistryEdit.file(for: name)).path) {
      throw .nameTaken(name.module, by: "\(RegistryEdit.file(for: name)) exists")
    }
  }

  /// Writes the plan: the sample's folder by one rename, then each other file by a rename,
  /// undoing what was done if a step fails.
  public func apply(_ plan: Plan) throws(ScaffoldError) {
    let fileManager = FileManager.default
    let folder = packageRoot.appendingPathComponent(plan.name.directory)
    let staging = packageRoot.appendingPathComponent("Samples/.\(plan.name.module).new-\(UUID().uuidString)")
    var undo: [() -> Void] = []
    do {
      for (path, text) in plan.sampleFiles {
        try AtomicFile.write(text, to: staging.appendingPathComponent(path), creatingFolders: true)
      }
      try fileManager.moveItem(at: staging, to: folder)
      undo.append { try? fileManager.removeItem(at: folder) }
      for (path, text) in plan.otherFiles.sorted(by: { $0.key < $1.key }) {
        let url = packageRoot.appendingPathComponent(path)
        let old = try? Data(contentsOf: url)
        try AtomicFile.write(text, to: url)
        undo.append {
          if let old { try? AtomicFile.write(old, to: url) } else { try? fileManager.removeItem(at: url) }
        }
      }
    } catch {
      try? fileManager.removeItem(at: staging)
      for step in undo.reversed() { step() }
      throw .io(path: packageRoot.path, reason: "\(error)")
    }
  }
}
