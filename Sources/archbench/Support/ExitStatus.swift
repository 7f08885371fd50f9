import ArgumentParser
import Coverage
import Exercises
import Gate
import Git

/// The statuses `archbench` exits with: the one list of them, and the only code that knows
/// their numbers.
///
/// The libraries throw typed errors and return typed outcomes; each command hands them here.
/// The numbers are a public interface (scripts and CI read them), documented in `README.md`'s
/// exit-code table and on each command's page, so a case's number never changes. Each mapping
/// switches over every case, so that a new error case cannot compile until it is given one.
///
/// | status | case | meaning |
/// |---:|---|---|
/// | 0 | ``success`` | success |
/// | 1 | ``failure`` | any other error |
/// | 2 | ``checkFailed`` | what was checked failed: a regression, a rule violation, a failing test or scenario, an unproven solution |
/// | 3 | ``scannedWithIssues`` | `scan` measured, with warnings or errors for some files |
/// | 4 | ``improvementsOnly`` | `check`: improvements only; update the baseline |
/// | 10 | ``notARepository`` | not a git repository, or no such path |
/// | 11 | ``unknownRevision`` | unknown revision |
/// | 12 | ``emptyRepository`` | empty repository |
/// | 13 | ``shallowClone`` | shallow clone (`history`) |
/// | 14 | ``corruptObject`` | corrupt object |
/// | 15 | ``missingPath`` | the revision lacks the path |
/// | 16 | ``patchDoesNotApply`` | a patch does not apply to the tree |
/// | 20 | ``unknownExercise`` | unknown exercise or architecture |
/// | 21 | ``notACheckout`` | not a git checkout, or its status cannot be read |
/// | 22 | ``uncommittedChanges`` | uncommitted changes (`exercise measure`) |
/// | 23 | ``solutionDoesNotApply`` | a solution is missing or no longer applies |
/// | 24 | ``samplesDoNotBuild`` | the samples do not build or run |
/// | 64 | ``badArgument`` | a bad argument |
///
/// ```swift
/// ExitStatus(GitError.unknownRevision("nope", repository: ".")).rawValue  // 11
/// if comparison.outcome != .unchanged { throw ExitStatus(comparison.outcome).exitCode }  // exits 2 or 4
/// ```
enum ExitStatus: Int32, CaseIterable, Sendable {
  case success = 0
  case failure = 1
  case checkFailed = 2
  case scannedWithIssues = 3
  case improvementsOnly = 4
  case notARepository = 10
  case unknownRevision = 11
  case emptyRepository = 12
  case shallowClone = 13
  case corruptObject = 14
  case missingPath = 15
  case patchDoesNotApply = 16
  case unknownExercise = 20
  case notACheckout = 21
  case uncommittedChanges = 22
  case solutionDoesNotApply = 23
  case samplesDoNotBuild = 24
  /// What ArgumentParser itself exits with when it rejects an argument (`EX_USAGE`).
  case badArgument = 64

  /// What ArgumentParser's `main()` ends the process with.
  var exitCode: ExitCode { ExitCode(rawValue) }

  /// The status for `error`: one per kind of failure to read a repository.
  init(_ error: GitError) {
    switch error {
    case .notARepository: self = .notARepository
    case .unknownRevision, .unknownRevisionInShallowClone: self = .unknownRevision
    case .emptyRepository: self = .emptyRepository
    case .shallowClone: self = .shallowClone
    case .corruptObject: self = .corruptObject
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
    case .missingSolution, .patchDoesNotApply: self = .solutionDoesNotApply
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

  /// The status `archbench check` ends with, as package-benchmark's: 0, 2 or 4.
  init(_ outcome: Comparison.Outcome) {
    switch outcome {
    case .unchanged: self = .success
    case .regressed: self = .checkFailed
    case .improvedOnly: self = .improvementsOnly
    }
  }
}
