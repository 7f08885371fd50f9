import ArgumentParser
import Coverage
import Exercises
import Gate
import Git
import Scaffold
import SpecConformance

/// The statuses `archbench` exits with: the one list of them, and the only code that knows
/// their numbers.
///
/// The libraries throw typed errors and return typed outcomes; each command hands them here.
/// The numbers are a public interface (scripts and CI read them), documented in `README.md`'s
/// exit-code table (which `ExitStatusTests` holds to these cases) and on each command's page,
/// so a case's number never changes. Each mapping switches over every case, so that a new
/// error case cannot compile until it is given one.
///
/// ```swift
/// ExitStatus(GitError.unknownRevision("nope", repository: ".")).rawValue  // 11
/// if comparison.outcome != .unchanged { throw ExitStatus(comparison.outcome).exitCode }  // exits 2 or 4
/// ```
enum ExitStatus: Int32, CaseIterable, Sendable {
  /// Success.
  case success = 0
  /// Any other error: a missing path, an unwritable output, a failed measurement.
  case failure = 1
  /// What was checked failed: a regression, a rule violation, a failing test or scenario, an unproven solution.
  case checkFailed = 2
  /// `scan` measured, with warnings or errors for some files.
  case scannedWithIssues = 3
  /// `check`: improvements only; the baseline should be updated.
  case improvementsOnly = 4
  /// Not a git repository, or no such path.
  case notARepository = 10
  /// An unknown revision.
  case unknownRevision = 11
  /// An empty repository.
  case emptyRepository = 12
  /// A shallow clone, whose history would stop early (`history`).
  case shallowClone = 13
  /// A corrupt object (or index).
  case corruptObject = 14
  /// The revision lacks the path, or the path leads outside the repository.
  case missingPath = 15
  /// A patch does not apply to the tree.
  case patchDoesNotApply = 16
  /// An unknown exercise or architecture.
  case unknownExercise = 20
  /// Not a git checkout, or its status cannot be read.
  case notACheckout = 21
  /// Uncommitted changes (`exercise measure`).
  case uncommittedChanges = 22
  /// A solution is missing or no longer applies.
  case solutionDoesNotApply = 23
  /// The samples do not build or run.
  case samplesDoNotBuild = 24
  /// `new`: a sample, target or registry entry already has the name, or another `new` is
  /// editing the package at this moment (it holds the package's lock).
  case nameTaken = 25
  /// A bad argument: what ArgumentParser itself exits with when it rejects one (`EX_USAGE`).
  case badArgument = 64
  /// Hung up on (SIGHUP): the processes it started were stopped, and archbench ended by the
  /// signal itself (ChildProcess's `Interruption`), which a shell reports as 128 + 1, so that a
  /// script running it stops too. The rest of the run is neither done nor reported.
  case hungUp = 129
  /// Interrupted (Ctrl-C, SIGINT): its children were stopped, and archbench ended by the signal
  /// (128 + 2), after one line on standard error: `Interrupted by SIGINT: stopped …`.
  case interrupted = 130
  /// Terminated (SIGTERM, as `kill`, `timeout` and CI runners send): as for SIGINT, 128 + 15.
  case terminated = 143

  /// What ArgumentParser's `main()` ends the process with.
  var exitCode: ExitCode { ExitCode(rawValue) }

  /// The status for `error`: one per kind of failure to read a repository.
  init(_ error: GitError) {
    switch error {
    case .notARepository: self = .notARepository
    case .unknownRevision, .unknownRevisionInShallowClone, .notACommit: self = .unknownRevision
    case .emptyRepository: self = .emptyRepository
    case .shallowClone: self = .shallowClone
    case .corruptObject, .corruptIndex: self = .corruptObject
    case .missingPath, .pathNotFound, .pathOutsideRepository: self = .missingPath
    case .patchDoesNotApply: self = .patchDoesNotApply
    case .libgit2: self = .failure
    }
  }

  /// The status for `error`; a git error keeps git's.
  init(_ error: ExerciseError) {
    switch error {
    case .unknownExercise, .unknownArchitecture: self = .unknownExercise
    case .notACheckout: self = .notACheckout
    case .dirtyTree: self = .uncommittedChanges
    case .missingSolution, .noSolutions, .patchDoesNotApply: self = .solutionDoesNotApply
    case .buildFailed, .runFailed: self = .samplesDoNotBuild
    case .git(let error): self.init(error)
    }
  }

  /// The status for `error`: failing tests are a failed check, not an error, and a package
  /// path without a manifest is a bad argument.
  init(_ error: CoverageError) {
    switch error {
    case .notAPackage: self = .badArgument
    case .testsFailed: self = .checkFailed
    case .sampleOutsidePackage, .sampleDirectoryMissing, .swiftNotFound, .toolMissing, .commandFailed, .buildFailed,
      .testBinaryMissing, .noProfileWritten, .unreadableProfile, .unreadableExport, .unsupportedSchema, .cannotWrite:
      self = .failure
    }
  }

  /// The status for `error`: a bad name or toolkit is a bad argument; a name in use, or a package
  /// another `new` is adding a sample to right now, has its own.
  init(_ error: ScaffoldError) {
    switch error {
    case .invalidName, .unusableName, .missingToolkit, .unknownSibling: self = .badArgument
    case .nameTaken, .busy: self = .nameTaken
    case .unexpectedPackage, .io: self = .failure
    }
  }

  /// The status for `error`: a package that does not build or a suite that does not run to the end.
  init(_ error: ConformanceError) {
    switch error {
    case .buildFailed, .runFailed: self = .samplesDoNotBuild
    case .cannotRun: self = .failure
    }
  }

  /// The status `archbench check` ends with, as package-benchmark's: 0, 2 or 4.
  init(_ outcome: Comparison.Outcome) {
    switch outcome {
    case .unchanged: self = .success
    case .regressed: self = .checkFailed
    case .improvedOnly: self = .improvementsOnly
    }
  }
}
