import ArgumentParser
import Coverage
import Exercises
import Git
import Scaffold
import SpecConformance
import Testing

@testable import archbench

/// ``CommandFailure/init(reporting:)``, the one mapping from what a command throws to the lines
/// archbench prints and the status it exits with.
@Suite("CommandFailure")
struct CommandFailureTests {
  /// archbench's, not Swift Testing's of the same name.
  typealias ExitStatus = archbench.ExitStatus

  @Test("a library error with a status of its own keeps it, in one line")
  func libraryErrors() throws {
    let errors: [(any Error, ExitStatus)] = [
      (GitError.unknownRevision("nope", repository: "r"), .unknownRevision),
      (ExerciseError.unknownExercise("nope", known: ["note-limit"]), .unknownExercise),
      (CoverageError.testsFailed([]), .checkFailed),
      (ScaffoldError.nameTaken("MVVM", by: "Samples/MVVM exists"), .nameTaken),
      (ConformanceError.cannotRun(reason: "no swift"), .failure),
    ]
    for (error, status) in errors {
      let failure = try #require(CommandFailure(reporting: error))
      #expect(failure.lines == ["Error: \(error)"])
      #expect(failure.status == status)
    }
  }

  @Test("a package that does not build shows each compiler error on a line of its own")
  func buildErrors() throws {
    let failure = try #require(
      CommandFailure(reporting: ConformanceError.buildFailed(errors: ["a.swift:1: error: x", "b.swift:2: error: y"])))
    #expect(failure.lines == ["Error: the package does not build:", "  a.swift:1: error: x", "  b.swift:2: error: y"])
    #expect(failure.status == .samplesDoNotBuild)
  }

  @Test("a command's own failure is shown as it was made; other errors are left to ArgumentParser")
  func ownAndOthers() throws {
    let own = try #require(CommandFailure(reporting: CommandFailure("a and b name one file", status: .badArgument)))
    #expect(own.lines == ["Error: a and b name one file"])
    #expect(own.status == .badArgument)
    #expect(CommandFailure(reporting: ValidationError("bad")) == nil)
    #expect(CommandFailure(reporting: ExitCode(3)) == nil)
  }
}
