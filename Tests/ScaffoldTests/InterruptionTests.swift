import Foundation
import Testing

@testable import Scaffold

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `new` against another `new` and against a kill: one run at a time edits a package, and a run
/// cut short at any step is finished or undone by the next.
@Suite("archbench new: the lock, and a run killed part-way")
struct InterruptionTests {
  /// Every file under the package with its bytes: what a finished run must leave, hidden files included.
  private func snapshot(_ package: PackageFixture) throws -> [String: Data] {
    Dictionary(
      uniqueKeysWithValues: try package.files().map {
        ($0, try Data(contentsOf: package.root.appendingPathComponent($0)))
      })
  }

  @Test("killed after any step, the next run finishes the sample or starts it afresh: the same files either way")
  func killedAtEveryStep() throws {
    let reference = try PackageFixture()
    defer { reference.remove() }
    _ = try Scaffolder(packageRoot: reference.root).add(name: "Hexagonal", toolkit: .swiftui, like: nil)
    let expected = try snapshot(reference)
    #expect(expected.keys.contains("Samples/Hexagonal/README.md"))

    let steps = try {
      let package = try PackageFixture()
      defer { package.remove() }
      let plan = try Scaffolder(packageRoot: package.root).plan(name: "Hexagonal", toolkit: .swiftui, like: nil)
      return StagedCommit(plan: plan, root: package.root.path).steps.count
    }()
    // The journal, 1 + 4 + 3 staged files, the commit point, 4 moves, the end.
    #expect(steps == 15)
    for cut in 0...steps {
      let package = try PackageFixture()
      defer { package.remove() }
      let scaffolder = Scaffolder(packageRoot: package.root)
      let commit = StagedCommit(
        plan: try scaffolder.plan(name: "Hexagonal", toolkit: .swiftui, like: nil), root: package.root.path)
      // The run "is killed" after `cut` steps: nothing after them happens, not even an undo.
      for step in commit.steps.prefix(cut) { try step.run() }

      let committed = commit.steps.prefix(cut).contains { $0.kind == .commit }
      if cut == steps {
        #expect(try snapshot(package) == expected)
        continue
      }
      let outcome = try scaffolder.add(name: "Hexagonal", toolkit: .swiftui, like: nil)
      #expect(try snapshot(package) == expected, "cut after \(cut) steps")
      #expect(outcome.created == commit.journal.created)
      #expect(outcome.edited == ["Package.swift", "Sources/SampleRegistry/Architecture+All.swift"])
      if cut == 0 {
        #expect(outcome.interrupted == nil)
      } else {
        #expect(outcome.interrupted?.name == "Hexagonal")
        #expect(outcome.interrupted?.finished == committed, "cut after \(cut) steps")
      }
    }
  }

  @Test("a staged file cut short by the kill is removed, not committed")
  func killedMidWrite() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let before = try snapshot(package)
    let scaffolder = Scaffolder(packageRoot: package.root)
    let commit = StagedCommit(
      plan: try scaffolder.plan(name: "Hexagonal", toolkit: .swiftui, like: nil), root: package.root.path)
    let staging = commit.steps.prefix { $0.kind != .commit }
    for step in staging { try step.run() }
    // Half of Package.swift's new text, as a kill during its write leaves it.
    let staged = package.root.appendingPathComponent(".Package.swift.archbench-new")
    let text = try Data(contentsOf: staged)
    try text.prefix(text.count / 2).write(to: staged)

    let found = try scaffolder.finishInterrupted()
    #expect(
      found == .init(name: "Hexagonal", finished: false, created: commit.journal.created, edited: commit.journal.edited)
    )
    // Samples/ itself stays: the staged folder was made in it.
    #expect(try snapshot(package) == before)
  }

  @Test("a killed run of another sample is finished first, then this one is added")
  func anotherNameInterrupted() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let commit = StagedCommit(
      plan: try scaffolder.plan(name: "Onion", toolkit: .uikit, like: nil), root: package.root.path)
    for step in commit.steps.prefix(while: { $0.kind != .move(2) }) { try step.run() }

    let outcome = try scaffolder.add(name: "Hexagonal", toolkit: .swiftui, like: nil)
    #expect(outcome.interrupted?.name == "Onion")
    #expect(outcome.interrupted?.finished == true)
    #expect(outcome.created.contains("Samples/Hexagonal/README.md"))
    let manifest = try package.read("Package.swift")
    #expect(manifest.contains("  (\"Onion\", \"HeadlessUIKit\"),\n  (\"Hexagonal\", \"HeadlessSwiftUI\"),\n"))
    #expect(try package.read("Sources/SampleRegistry/Architecture+All.swift").contains(".clean, .onion, .hexagonal,"))
    #expect(!package.files().contains { $0.contains("archbench-new") })
  }

  @Test("a journal that cannot be read: the error says exactly what to remove")
  func unreadableJournal() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    try package.write(".archbench-new.journal", "{ cut sho")
    try package.write("Samples/.Onion.archbench-new/README.md", "# Onion\n")
    try package.write(".Package.swift.archbench-new", "let")
    #expect(
      throws: ScaffoldError.unexpectedPackage(
        path: package.root.appendingPathComponent(".archbench-new.journal").path,
        reason: "an interrupted archbench new left it and it cannot be read; remove it and "
          + ".Package.swift.archbench-new, Samples/.Onion.archbench-new, then run again")
    ) {
      try Scaffolder(packageRoot: package.root).add(name: "Hexagonal", toolkit: .swiftui, like: nil)
    }
  }

  @Test("a name someone took after the checks, before the commit: refused in one line, the package as it was")
  func nameTakenMeanwhile() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let scaffolder = Scaffolder(packageRoot: package.root)
    let plan = try scaffolder.plan(name: "Gamma", toolkit: .swiftui, like: nil)
    try package.write("Samples/Gamma/Sources/Gamma.swift", "struct Gamma {}\n")
    let before = try snapshot(package)

    #expect(throws: ScaffoldError.nameTaken("Gamma", by: "Samples/Gamma appeared while new was writing")) {
      try scaffolder.apply(plan)
    }
    #expect(try snapshot(package) == before)
  }

  @Test("while another process holds the package's lock, new is refused at once")
  func busy() throws {
    let package = try PackageFixture()
    defer { package.remove() }
    let descriptor = open(package.root.path, O_RDONLY | O_DIRECTORY)
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    #expect(throws: ScaffoldError.busy(path: package.root.path)) {
      try Scaffolder(packageRoot: package.root).add(name: "Hexagonal", toolkit: .swiftui, like: nil)
    }
    #expect(!package.files().contains { $0.contains("Hexagonal") })
    close(descriptor)
    _ = try Scaffolder(packageRoot: package.root).add(name: "Hexagonal", toolkit: .swiftui, like: nil)
    #expect(package.files().contains("Samples/Hexagonal/README.md"))
  }
}
