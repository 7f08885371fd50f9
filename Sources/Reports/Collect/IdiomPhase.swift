import ChildProcess
import Coverage
import Foundation
import Git
import LatencyModel

/// The report's idiom phase: each idiom in `Idioms/` measured on the committed samples and on
/// a throwaway copy with its patches applied, as `archbench exercise measure` applies the
/// exercises' solutions.
///
/// Every patch is first applied in memory to `HEAD`'s tree (libgit2's `git_apply_to_tree`);
/// one that no longer applies fails the report with one line naming it
/// (``ReportError/idiomPatchDoesNotApply(path:reason:)``). Then both sides are measured in
/// `.build-idioms/tree`: the committed tree first, then each idiom's patched tree, each written
/// over the last (only the files that differ, so the release build there stays incremental),
/// built with `swift build -c release --product archbench` into `.build-idioms/build`, and run
/// with `archbench latency --instructions` (instructions and ×ref) and a short timed
/// `archbench latency` (allocations and bodies, which the count under callgrind does not record).
/// Both sides come from the same folder, build path and build settings, so that the layout of
/// the binary, which moves counts by up to 1.5 % (Docs/check.md), is the same on both.
///
/// The result is cached in `.build-idioms/report/` under a key over every Swift file, `HEAD`'s
/// tree and every file of `Idioms/`. A dirty checkout is not measured (the patches apply to the
/// commit, not the working tree): the report goes on without the section and says why.
///
/// ```swift
/// let report = try await IdiomPhase(packageRoot: root, fresh: false) { print($0) }.run()
/// ```
struct IdiomPhase {
  /// Changes whenever the cached file's meaning or the way it is measured changes.
  static let cacheFormat = "archbench-report-idioms-cache-1"
  /// Measured iterations of the timed run; its counts are medians, the same from run to run.
  static let timedIterations = 20

  var packageRoot: URL
  var fresh: Bool
  var progress: (String) -> Void

  var workFolder: URL { packageRoot.appendingPathComponent(".build-idioms") }
  var treeFolder: URL { workFolder.appendingPathComponent("tree") }
  var scratch: URL { workFolder.appendingPathComponent("build") }
  var directory: URL { workFolder.appendingPathComponent("report") }

  /// Measures every idiom, or reuses the cached result; `nil` when there is nothing to measure
  /// or the checkout cannot be measured.
  ///
  /// - Throws: ``ReportError`` for an idiom that is not valid, a patch that no longer applies,
  ///   or a build or run that fails.
  func run() async throws -> IdiomReport? {
    let idioms = try IdiomCatalog.load(packageRoot: packageRoot)
    guard !idioms.isEmpty else {
      progress("  no idioms in \(IdiomCatalog.folder)/: the section is left out")
      return nil
    }
    guard let checkout = try patched(idioms) else { return nil }
    let (repository, head, trees) = checkout
    if (try? repository.isDirty) != false {
      progress("  idioms not measured: the checkout has uncommitted changes, and the patches apply to the commit")
      return nil
    }
    let key = try ChildPhase.key(packageRoot: packageRoot, salt: [Self.cacheFormat, head.tree.hex] + idiomFiles())
    // Its files in `directory`: idioms.key and idioms.json, as the child phases keep theirs.
    let cache = ChildPhase(name: "idioms", directory: directory, fresh: fresh)
    if let cached = cache.cached(key: key, { try JSONDecoder().decode(IdiomReport.self, from: Data(contentsOf: $0)) }) {
      progress("  [cache] no input changed; reusing the last idiom measurement (--fresh measures again)")
      return cached
    }
    let started = Date()
    var exported = try? ObjectID(
      hex: String(contentsOf: workFolder.appendingPathComponent("tree.id"), encoding: .utf8))
    func measure(tree: ObjectID, label: String, _ idioms: [Idiom]) async throws -> [Side] {
      progress("  [idioms] \(label): writing .build-idioms/tree and building archbench-measure in release…")
      try export(tree, from: repository, replacing: exported)
      exported = tree
      let binary = try await build(label)
      var sides: [Side] = []
      for idiom in idioms {
        progress(
          "  [idioms] \(label): counting \(idiom.architectures.joined(separator: ", ")) on \(idiom.steps.joined(separator: ", "))…"
        )
        sides.append(try await Side(idiom: idiom, binary: binary, phase: self))
      }
      return sides
    }
    let committed = try await measure(tree: head.tree, label: "as committed", idioms)
    var measured: [IdiomReport.Measured] = []
    for (index, idiom) in idioms.enumerated() {
      let other = try await measure(tree: trees[index], label: idiom.id, [idiom])[0]
      measured.append(.init(idiom: idiom, rows: Self.rows(idiom, committed: committed[index], other: other)))
    }
    let report = IdiomReport(commit: head.id.hex, idioms: measured)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try JSONEncoder().encode(report).write(to: cache.partialURL, options: .atomic)
    try cache.keep(cache.partialURL, key: key)
    progress("  [idioms] measured \(idioms.count) idioms in \(Int(Date().timeIntervalSince(started).rounded())) s")
    return report
  }

  /// The checkout, its `HEAD` and each idiom's patched tree, in order; `nil`, said on progress,
  /// when the package is not a git checkout.
  ///
  /// - Throws: ``ReportError/idiomPatchDoesNotApply(path:reason:)`` naming the first patch that
  ///   does not apply to `HEAD`'s tree.
  func patched(_ idioms: [Idiom]) throws(ReportError) -> (Repository, Commit, [ObjectID])? {
    let repository: Repository
    let head: Commit
    do {
      repository = try Repository.open(packageRoot.path)
      head = try repository.commit("HEAD")
    } catch {
      progress("  idioms not measured: \(packageRoot.path) is not a git checkout (\(error.description))")
      return nil
    }
    let trees = try Self.patchedTrees(idioms, packageRoot: packageRoot, repository: repository, base: head.tree)
    return (repository, head, trees)
  }

  /// Each idiom's patches applied, in memory, to `base`: one tree per idiom, in order.
  ///
  /// - Throws: ``ReportError/idiomPatchDoesNotApply(path:reason:)`` naming the first patch that
  ///   does not apply, or ``ReportError/badIdiom(path:reason:)`` for one that cannot be read.
  static func patchedTrees(
    _ idioms: [Idiom], packageRoot: URL, repository: Repository, base: ObjectID
  ) throws(ReportError) -> [ObjectID] {
    var trees: [ObjectID] = []
    for idiom in idioms {
      var tree = base
      for architecture in idiom.architectures {
        let path = idiom.patchPath(for: architecture)
        guard let patch = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) else {
          throw .badIdiom(path: path, reason: "cannot be read")
        }
        do {
          tree = try repository.apply(patch: patch, to: tree)
        } catch {
          throw .idiomPatchDoesNotApply(path: path, reason: oneLine(error))
        }
      }
      trees.append(tree)
    }
    return trees
  }

  /// libgit2's reason, on one line.
  static func oneLine(_ error: GitError) -> String {
    let reason: String
    if case .patchDoesNotApply(let text) = error { reason = text } else { reason = error.description }
    return reason.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// Every file of `Idioms/`, by path and content: part of the cache key.
  func idiomFiles() -> [String] {
    let root = packageRoot.appendingPathComponent(IdiomCatalog.folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
    return (files ?? []).filter { !$0.hasDirectoryPath }.sorted { $0.path < $1.path }.map {
      "\($0.path.dropFirst(root.path.count))\n" + ((try? String(contentsOf: $0, encoding: .utf8)) ?? "")
    }
  }

  private func export(_ tree: ObjectID, from repository: Repository, replacing previous: ObjectID?) throws {
    try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
    // Forgotten first: a write that stops halfway must not leave a tree.id that claims the whole tree.
    try? FileManager.default.removeItem(at: workFolder.appendingPathComponent("tree.id"))
    try repository.export(tree: tree, into: treeFolder, replacing: previous)
    try tree.hex.write(to: workFolder.appendingPathComponent("tree.id"), atomically: true, encoding: .utf8)
  }

  /// Builds the copy's measuring program in release; returns its path.
  private func build(_ label: String) async throws -> URL {
    let log = workFolder.appendingPathComponent("build.log")
    let build = try await ChildProcess(
      SwiftExecutable.program(),
      arguments: ["build", "-c", "release", "--product", MeasuringProgram.name, "--scratch-path", scratch.path],
      workingDirectory: treeFolder.path
    ).run()
    try Data(build.standardOutput + build.standardError).write(to: log)
    guard build.succeeded else {
      throw ReportError.phaseFailed(
        phase: "idioms (the release build of \(label) failed: \(log.path))", status: build.shellStatus)
    }
    return scratch.appendingPathComponent("release/\(MeasuringProgram.name)")
  }

  /// One idiom's figures on one side: its instruction counts and its timed run.
  struct Side {
    var instructions: InstructionReport
    /// The timed run's measurements: its allocations and bodies.
    var timed: [LatencyModel.Measurement]

    init(idiom: Idiom, binary: URL, phase: IdiomPhase) async throws {
      let request = LatencyRequest(architectures: idiom.architectures, steps: idiom.steps, sizes: idiom.sizes)
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "archbench-idioms-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      var counting = request
      counting.instructions = true
      try await LatencyChild(executable: binary, packageRoot: phase.treeFolder, request: counting).run(
        phase: "idioms (\(idiom.id): archbench latency --instructions)",
        requestFile: folder.appendingPathComponent("instructions.request.json"),
        output: folder.appendingPathComponent("instructions.json"))
      instructions = try InstructionReport.load(from: folder.appendingPathComponent("instructions.json").path)
      var timing = request
      timing.iterations = IdiomPhase.timedIterations
      timing.rounds = 1
      timing.speedTolerance = nil
      try await LatencyChild(executable: binary, packageRoot: phase.treeFolder, request: timing).run(
        phase: "idioms (\(idiom.id): archbench latency)",
        requestFile: folder.appendingPathComponent("latency.request.json"),
        output: folder.appendingPathComponent("latency.json"))
      timed = try LatencyReport.load(from: folder.appendingPathComponent("latency.json").path).measurements
    }

    init(instructions: InstructionReport, timed: [LatencyModel.Measurement]) {
      self.instructions = instructions
      self.timed = timed
    }

    /// The figures of `subject`'s step at `events`, or `nil` when it was not counted.
    func figures(subject: String, step: String, events: Int) -> IdiomReport.Figures? {
      guard
        let row = instructions.rows.first(where: { $0.subject == subject && $0.step == step && $0.events == events })
      else { return nil }
      let timing = timed.first { $0.subject == subject && $0.step == step && $0.events == events }
      return IdiomReport.Figures(
        instructions: row.perDispatch, ratioToReference: row.ratioToReference.map { ($0 * 10_000).rounded() / 10_000 },
        allocations: timing?.allocations?.median, bodies: timing?.viewUpdates?.median)
    }
  }

  /// The idiom's architectures' rows, both ways, in the order counted; a row one side lacks
  /// (a step that failed there) is left out.
  static func rows(_ idiom: Idiom, committed: Side, other: Side) -> [IdiomReport.Row] {
    idiom.architectures.flatMap { architecture in
      committed.instructions.rows.filter { $0.subject == architecture }.compactMap { row -> IdiomReport.Row? in
        guard let before = committed.figures(subject: row.subject, step: row.step, events: row.events),
          let after = other.figures(subject: row.subject, step: row.step, events: row.events)
        else { return nil }
        return IdiomReport.Row(
          subject: row.subject, subjectName: row.subjectName, step: row.step, stepNumber: row.stepNumber,
          events: row.events, committed: before, other: after)
      }
    }
  }
}
