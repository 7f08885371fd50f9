import Foundation

/// `archbench new`: adds a sample to the package, so that it builds, is registered, and is
/// in every measurement and table that reads the registry.
///
/// It writes `Samples/<Name>/` (sources, one test, a README), `Sources/SampleRegistry/
/// Architecture+<Name>.swift`, and appends the sample to `Package.swift`'s
/// `singleModuleSamples` and to `Architecture.all`, both located with swift-syntax. Every
/// text is made before anything is written; every file is written under a staged name and
/// renamed into place, with a journal that lets the next run finish or undo a run killed
/// part-way (``StagedCommit``, ``EditJournal``), and an error part-way undoes what was done.
/// ``add(name:toolkit:like:)`` does it all holding the package's lock (``PackageLock``).
///
/// ```swift
/// let outcome = try Scaffolder(packageRoot: root).add(name: "Hexagonal", toolkit: .swiftui, like: nil)
/// outcome.created  // ["Samples/Hexagonal/README.md", …, "Sources/SampleRegistry/Architecture+Hexagonal.swift"]
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

  /// What ``add(name:toolkit:like:)`` did.
  public struct Outcome: Sendable {
    public var name: SampleName
    public var created: [String]
    public var edited: [String]
    /// An earlier run that was killed, which this one finished or undid first.
    public var interrupted: Interrupted?
  }

  /// An `archbench new` that was killed, as the next run found it.
  public struct Interrupted: Sendable, Equatable {
    /// Its sample's name.
    public var name: String
    /// True when it had reached its commit point and is now complete; false when it had
    /// changed nothing and its staged files were removed.
    public var finished: Bool
    public var created: [String]
    public var edited: [String]
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
    let manifest = ManifestEdit(source: manifestText, path: manifestURL.path)
    guard let samples = try manifest.samples() else {
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
      if let libraries = try manifest.libraries(of: module) {
        edited = try ManifestEdit(source: edited, path: manifestURL.path).addingLibraries(libraries, for: name)
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

  /// Adds the sample `name`, holding the package's lock: first finishes or undoes a run that
  /// was killed, then plans and applies.
  ///
  /// Rerunning the command a run was killed in completes it: when the killed run had reached
  /// its commit point and was for the same name, its outcome is this one's.
  ///
  /// - Throws: ``ScaffoldError/busy(path:)`` while another `new` edits the package, and every
  ///   error of ``plan(name:toolkit:like:)`` and ``apply(_:)``.
  public func add(name rawName: String, toolkit: Toolkit?, like: Sibling?) throws(ScaffoldError) -> Outcome {
    let name = try SampleName(rawName)
    return try PackageLock.holding(packageRoot.path) { () throws(ScaffoldError) -> Outcome in
      let interrupted = try finishInterrupted()
      if let interrupted, interrupted.finished, interrupted.name == name.module {
        return Outcome(
          name: name, created: interrupted.created, edited: interrupted.edited, interrupted: interrupted)
      }
      let plan = try plan(name: rawName, toolkit: toolkit, like: like)
      try apply(plan)
      return Outcome(name: name, created: plan.created, edited: plan.edited, interrupted: interrupted)
    }
  }

  /// Finishes a run that was killed after its commit point, or removes what one killed before
  /// it had staged; nil when no run was interrupted. Call it holding the lock.
  func finishInterrupted() throws(ScaffoldError) -> Interrupted? {
    let root = PackageFiles.resolved(packageRoot.path)
    guard let journal = try EditJournal.read(root: root) else { return nil }
    switch journal.phase {
    case .staging: try journal.rollBack(root: root)
    case .committing: try journal.finish(root: root)
    }
    return Interrupted(
      name: journal.name, finished: journal.phase == .committing, created: journal.created, edited: journal.edited)
  }

  /// Writes the plan (``StagedCommit``), undoing what was done if a step fails. Callers that
  /// may run at once hold the package's lock, as ``add(name:toolkit:like:)`` does.
  public func apply(_ plan: Plan) throws(ScaffoldError) {
    let commit = StagedCommit(plan: plan, root: PackageFiles.resolved(packageRoot.path))
    var moved: [Int] = []
    do {
      for step in commit.steps {
        // The sample is complete once every move is done; a journal left behind is removed by the next run.
        if step.kind == .end {
          try? step.run()
          continue
        }
        try step.run()
        if case .move(let index) = step.kind { moved.append(index) }
      }
    } catch {
      commit.undo(moved: moved)
      if error.exists {
        throw .nameTaken(
          plan.name.module, by: "\(EditJournal.relative(error.path, root: commit.root)) appeared while new was writing")
      }
      throw .io(path: error.path, reason: error.reason)
    }
  }
}
