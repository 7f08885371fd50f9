import ArgumentParser
import ChildProcess
import Coverage
import Exercises
import Foundation
import Gate
import Git
import Scaffold
import SpecConformance
import Testing

@testable import archbench

/// Every case of every library error, and every gate outcome, through ``ExitStatus`` to the
/// number its page documents: scripts read these numbers, so none may move. Each row names the
/// page that promises it.
@Suite("ExitStatus")
struct ExitStatusTests {
  /// Docs/history.md's table; `libgit2` is its "another error".
  static let gitErrors: [(error: GitError, status: Int32)] = [
    (.notARepository(path: "/tmp/x", reason: "no .git"), 10),
    (.unknownRevision("nope", repository: "r"), 11),
    (.unknownRevisionInShallowClone("nope", repository: "r"), 11),
    (.notACommit("HEAD^{tree}", object: "a tree (4b825dc)", repository: "r"), 11),
    (.emptyRepository("r"), 12),
    (.shallowClone("r"), 13),
    (.corruptObject("d478122", reason: "truncated"), 14),
    (.corruptIndex("/r/.git/index", reason: "it is 4 bytes, smaller than an index can be"), 14),
    (.missingPath("Samples/MVVM", revision: "2ed58f8"), 15),
    (.pathNotFound("nosuch", searched: "any commit walked from 'HEAD'"), 15),
    (.pathOutsideRepository(".."), 15),
    (.patchDoesNotApply(reason: "hunk 1 failed"), 16),
    (.libgit2(operation: "read", message: "out of memory"), 1),
  ]

  /// Exercises/README.md's table.
  static let exerciseErrors: [(error: ExerciseError, status: Int32)] = [
    (.unknownExercise("nope", known: ["note-limit"]), 20),
    (.unknownArchitecture("mvx", known: ["mvc"]), 20),
    (.notACheckout("/tmp/x", reason: "no .git"), 21),
    (.dirtyTree("/tmp/x"), 22),
    (.missingSolution(exercise: "note-limit", architecture: "mvc", path: "solutions/mvc.patch"), 23),
    (.noSolutions("/tmp/handout"), 23),
    (.patchDoesNotApply(exercise: "note-limit", architecture: "mvc", reason: "hunk 1 failed"), 23),
    (.buildFailed(exercise: "note-limit", log: "build.log"), 24),
    (.runFailed(exercise: "note-limit", reason: "exit status 1"), 24),
  ]

  /// Docs/coverage.md: 2 for failing tests, 64 for a path that is no package, 1 for the rest.
  static let coverageErrors: [(error: CoverageError, status: Int32)] = [
    (.notAPackage(path: "/tmp"), 64),
    (.sampleOutsidePackage(sample: "MVC", directory: "../x", packageRoot: "/p"), 1),
    (.sampleDirectoryMissing(sample: "MVC", directory: "Samples/MVC"), 1),
    (.swiftNotFound, 1),
    (.toolMissing(tool: "llvm-cov", directory: "/usr/bin"), 1),
    (.commandFailed(command: "llvm-cov export", status: 1, detail: "no profile"), 1),
    (.buildFailed(status: 1, errors: ["error: x"]), 1),
    (.testBinaryMissing(directory: ".build-coverage"), 1),
    (.testsFailed([TestFailure(test: "MVCTests.SessionTests/logIn()", message: "failed")]), 2),
    (.noProfileWritten(selection: "unit", directory: "profiles"), 1),
    (.unreadableProfile(detail: "bad magic."), 1),
    (.unreadableExport("not JSON"), 1),
    (.unsupportedSchema(found: 9, expected: 1, file: "coverage.json"), 1),
    (.cannotWrite(path: "out", reason: "a folder"), 1),
  ]

  /// Docs/new-architecture.md: 64 for what the command line asked wrongly, 25 for a name in use
  /// or a package another `new` is editing.
  static let scaffoldErrors: [(error: ScaffoldError, status: Int32)] = [
    (.invalidName("hexagonal"), 64),
    (.unusableName("Self", reason: "a keyword"), 64),
    (.missingToolkit, 64),
    (.unknownSibling("clean", reason: "four modules"), 64),
    (.nameTaken("MVVM", by: "Samples/MVVM exists"), 25),
    (.unexpectedPackage(path: "/tmp/Package.swift", reason: "no list"), 1),
    (.io(path: "/tmp", reason: "read-only"), 1),
    (.busy(path: "/tmp"), 25),
  ]

  /// Docs/new-architecture.md: 24 when the package does not build or the suite does not finish.
  static let conformanceErrors: [(error: ConformanceError, status: Int32)] = [
    (.buildFailed(errors: ["error: x"]), 24),
    (.runFailed(reason: "signal 11"), 24),
    (.cannotRun(reason: "no swift"), 1),
  ]

  /// Docs/check.md: package-benchmark's 0, 2 and 4.
  static let outcomes: [(outcome: Comparison.Outcome, status: Int32)] = [
    (.unchanged, 0), (.regressed, 2), (.improvedOnly, 4),
  ]

  @Test("every GitError case exits with its documented status")
  func gitErrors() {
    for (error, status) in Self.gitErrors {
      #expect(ExitStatus(error).rawValue == status, "\(error)")
    }
  }

  @Test("every ExerciseError case exits with its documented status; a git error keeps git's")
  func exerciseErrors() {
    for (error, status) in Self.exerciseErrors {
      #expect(ExitStatus(error).rawValue == status, "\(error)")
    }
    for (error, status) in Self.gitErrors {
      #expect(ExitStatus(ExerciseError.git(error)).rawValue == status, "\(error)")
    }
  }

  @Test("every CoverageError case exits with its documented status")
  func coverageErrors() {
    for (error, status) in Self.coverageErrors {
      #expect(ExitStatus(error).rawValue == status, "\(error)")
    }
  }

  @Test("every ScaffoldError and ConformanceError case exits with its documented status")
  func newArchitectureErrors() {
    for (error, status) in Self.scaffoldErrors {
      #expect(ExitStatus(error).rawValue == status, "\(error)")
    }
    for (error, status) in Self.conformanceErrors {
      #expect(ExitStatus(error).rawValue == status, "\(error)")
    }
  }

  @Test("every gate outcome exits as package-benchmark does, and the summary line says the same status")
  func outcomes() {
    for (outcome, status) in Self.outcomes {
      #expect(ExitStatus(outcome).rawValue == status, "\(outcome)")
    }
    #expect(Set(Self.outcomes.map(\.outcome)) == Set(Comparison.Outcome.allCases))
    let metric = { (value: Double) in
      [
        GateMetric(
          id: "production.files", architecture: "mvc", kind: .exact, direction: .lowerIsBetter, value: value,
          unit: "files")
      ]
    }
    for (value, outcome) in [(18.0, Comparison.Outcome.unchanged), (19, .regressed), (17, .improvedOnly)] {
      let comparison = Comparison(baseline: metric(18), now: metric(value), thresholds: .defaults)
      #expect(comparison.outcome == outcome)
      #expect(CheckRenderer.summary(comparison).hasSuffix("(exit \(ExitStatus(outcome).rawValue))"), "\(outcome)")
    }
  }

  @Test("a status's exit code is its number, and 64 is ArgumentParser's own for a bad argument")
  func exitCodes() {
    for status in ExitStatus.allCases {
      #expect(status.exitCode.rawValue == status.rawValue)
    }
    #expect(ExitStatus.badArgument.exitCode == ExitCode.validationFailure)
    #expect(ExitStatus.success.exitCode == ExitCode.success)
    #expect(ExitStatus.failure.exitCode == ExitCode.failure)
  }

  /// README.md: 129, 130 and 143, as a shell reports a program that a signal ended (128 + N),
  /// since `Interruption` ends archbench by the signal itself.
  @Test("each signal that interrupts archbench has its status, 128 + the signal, and no other status is above 128")
  func signals() {
    #expect(ExitStatus.hungUp.rawValue == 128 + SIGHUP)
    #expect(ExitStatus.interrupted.rawValue == 128 + SIGINT)
    #expect(ExitStatus.terminated.rawValue == 128 + SIGTERM)
    #expect(
      Set(ExitStatus.allCases.map(\.rawValue).filter { $0 > 128 }) == Set(Interruption.signals.map { 128 + $0 }))
  }

  @Test("README.md's exit-code table lists exactly the statuses archbench exits with")
  func readmeTable() throws {
    let readme = try String(
      contentsOf: ExerciseCommandTests.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "### Exit codes\n").dropFirst().first)
    let table = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter { $0.hasPrefix("|") }
    let documented = table.compactMap { row in
      Int32(row.split(separator: "|").first?.trimmingCharacters(in: .whitespaces) ?? "")
    }
    #expect(documented == ExitStatus.allCases.map(\.rawValue))
  }
}
