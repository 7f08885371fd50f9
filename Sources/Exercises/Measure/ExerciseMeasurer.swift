import ChildProcess
import ExercisesModel
import Foundation
import Git
import SampleRegistry

/// `archbench exercise measure`: applies each exercise's reference solutions to the
/// committed samples, proves them, and measures what they cost.
///
/// For each exercise, every architecture's patch is applied in memory with libgit2
/// (`git_apply_to_tree`) to `HEAD`'s tree; the result is written to
/// `.build-exercises/tree` (only the files that differ from the last exercise, so the
/// build there stays incremental), `archbench-exercise` is built there and runs the scenarios
/// against the solved samples. The cost of each solution
/// is libgit2's diff of its patch, restricted to the architecture's folder.
///
/// ```swift
/// let report = try await ExerciseMeasurer(packageRoot: root, exercises: ExerciseCatalog.all) { print($0) }
///   .measure()
/// ```
public struct ExerciseMeasurer {
  public var packageRoot: URL
  public var exercises: [Exercise]
  public var architectures: [Architecture]
  public var progress: (String) -> Void

  public init(
    packageRoot: URL, exercises: [Exercise], architectures: [Architecture] = Architecture.all,
    progress: @escaping (String) -> Void
  ) {
    self.packageRoot = packageRoot
    self.exercises = exercises
    self.architectures = architectures
    self.progress = progress
  }

  /// Where the solved trees and their build live.
  var workFolder: URL { packageRoot.appendingPathComponent(".build-exercises") }

  /// The committed tree the solutions apply to; refuses a dirty checkout.
  public func head() throws(ExerciseError) -> (repository: Repository, commit: Commit) {
    let repository: Repository
    do {
      repository = try Repository.open(packageRoot.path)
    } catch {
      throw .notACheckout(packageRoot.path, reason: error.description)
    }
    if repository.isBare { throw .notACheckout(packageRoot.path, reason: "the repository is bare") }
    // A status that cannot be read is not a clean tree: measuring it could measure changes no commit holds.
    let dirty: Bool?
    do {
      dirty = try repository.isDirty
    } catch {
      throw .notACheckout(packageRoot.path, reason: "its status cannot be read: \(error.description)")
    }
    if dirty == true { throw .dirtyTree(packageRoot.path) }
    do {
      return (repository, try repository.commit("HEAD"))
    } catch {
      throw .notACheckout(packageRoot.path, reason: error.description)
    }
  }

  /// The whole measurement: the scenarios on the committed samples, in this process (each
  /// architecture must fail them), then every solution applied, built and proven.
  ///
  /// - Throws: ``ExerciseError``, with a git error as ``ExerciseError/git(_:)``; or the error
  ///   of a file that could not be written.
  @MainActor
  public func measure() async throws -> ExtensibilityReport {
    do {
      _ = try head()
      try checkSolutions()
      progress("[exercise] the scenarios on the committed samples (each architecture must fail)…")
      var unsolved: [ScenarioResult] = []
      for exercise in exercises { unsolved += await ScenarioRunner.run(exercise, on: architectures) }
      return try await measure(unsolved: unsolved)
    } catch let error as GitError {
      // Exporting a solved tree reads the repository: its errors keep their documented codes (10–16).
      throw ExerciseError.git(error)
    }
  }

  /// Measures every exercise; `unsolved` are the scenarios' results on the committed
  /// samples, run by the caller.
  @MainActor
  public func measure(unsolved: [ScenarioResult]) async throws -> ExtensibilityReport {
    let (repository, head) = try head()
    try checkSolutions()
    var entries: [ExtensibilityReport.Entry] = []
    var exported: ObjectID? = try? ObjectID(
      hex: String(contentsOf: workFolder.appendingPathComponent("tree.id"), encoding: .utf8)
    )
    .flatMap { $0 }
    for architecture in architectures where !hasSolutions(architecture) {
      progress("[exercise] \(architecture.name) has no reference solutions (a sample of your own): measured without")
    }
    for exercise in exercises {
      var tree = head.tree
      var costs: [String: ChangeCost] = [:]
      for architecture in architectures where hasSolutions(architecture) {
        let path = exercise.solutionPath(for: architecture)
        guard let patch = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) else {
          throw ExerciseError.missingSolution(exercise: exercise.id, architecture: architecture.name, path: path)
        }
        do {
          costs[architecture.id] = ChangeCost(try Repository.changes(inPatch: patch), under: architecture.directory)
          tree = try repository.apply(patch: patch, to: tree)
        } catch {
          throw ExerciseError.patchDoesNotApply(
            exercise: exercise.id, architecture: architecture.name, reason: reason(error))
        }
      }
      progress("[exercise] \(exercise.id): solutions applied; building the solved samples…")
      let folder = workFolder.appendingPathComponent("tree")
      try repository.export(tree: tree, into: folder, replacing: exported)
      exported = tree
      try tree.hex.write(to: workFolder.appendingPathComponent("tree.id"), atomically: true, encoding: .utf8)
      let program = try await build(exercise, in: folder)
      let runner = WorkingTreeBuild(packageRoot: folder, progress: progress)
      let solved = try await runner.results(of: exercise, architecture: "all", with: program)
      let failures = solved.filter { !$0.passed }
      progress("[exercise] \(exercise.id): \(solved.count - failures.count) of \(solved.count) scenario runs pass")
      // A failure is run again before it is published: one that does not reproduce is a flake,
      // and the report must say so rather than print it as a fact about the architecture.
      let failing = Set(failures.map(\.architecture))
      var reruns: [ScenarioResult] = []
      for attempt in 0..<(failing.isEmpty ? 0 : ExtensibilityReport.reruns) {
        var again: [ScenarioResult] = []
        for architecture in failing.sorted() {
          again += try await runner.results(of: exercise, architecture: architecture, with: program)
        }
        reruns += again
        progress(
          "[exercise] \(exercise.id): rerun \(attempt + 1) of \(failing.sorted().joined(separator: ", ")): "
            + "\(again.filter(\.passed).count) of \(again.count) scenario runs pass")
      }
      entries.append(
        ExtensibilityReport.Entry(
          exercise: exercise.id, title: exercise.title, costs: costs,
          unsolved: unsolved.filter { $0.exercise == exercise.id }, solved: solved, reruns: reruns))
    }
    return ExtensibilityReport(
      architectures: architectures.map { .init(id: $0.id, name: $0.name) }, entries: entries, commit: head.id.hex)
  }

  /// Refuses a package with no reference solution for any architecture, a students' hand-out,
  /// before anything runs: every sample would pass for one of the student's own, measured
  /// without, and the builds would take minutes to measure nothing. A path that is no checkout
  /// at all is said to be that first.
  public func checkSolutions() throws(ExerciseError) {
    guard architectures.contains(where: hasSolutions) else { throw .noSolutions(packageRoot.path) }
  }

  /// Whether any exercise has a reference solution for the architecture. One that has none is a
  /// sample added with `archbench new`: its column says so instead of failing the measurement;
  /// one that lacks only some is a gap in the reference solutions, and fails.
  func hasSolutions(_ architecture: Architecture) -> Bool {
    let solutions = packageRoot.appendingPathComponent("Exercises/solutions")
    let folders = (try? FileManager.default.contentsOfDirectory(atPath: solutions.path)) ?? []
    return folders.contains {
      FileManager.default.fileExists(
        atPath: solutions.appendingPathComponent($0).appendingPathComponent("\(architecture.id).patch").path)
    }
  }

  /// Builds `archbench-exercise` in the solved tree; returns the program.
  @MainActor
  private func build(_ exercise: Exercise, in folder: URL) async throws -> URL {
    let scratch = workFolder.appendingPathComponent("build")
    let log = workFolder.appendingPathComponent("\(exercise.id).build.log")
    let build = try await ChildProcess(
      SwiftExecutable.program(),
      arguments: ["build", "--product", ExerciseProgram.name, "--scratch-path", scratch.path],
      workingDirectory: folder.path
    ).run()
    try Data(build.standardOutput + build.standardError).write(to: log)
    guard build.succeeded else { throw ExerciseError.buildFailed(exercise: exercise.id, log: log.path) }
    return scratch.appendingPathComponent("debug/\(ExerciseProgram.name)")
  }

  private func reason(_ error: any Error) -> String {
    if case GitError.patchDoesNotApply(let reason) = error { return reason }
    return "\(error)"
  }
}
