import Coverage
import Exercises
import Git
import Scaffold
import SpecConformance

/// An error a command ends with: the lines `archbench` prints on standard error, and the
/// status it exits with.
///
/// Commands do not print their errors: they throw this, or a library error that has a status
/// of its own in ``ExitStatus`` (``GitError``, ``ExerciseError``, ``CoverageError``,
/// ``ScaffoldError``, ``ConformanceError``), which ``init(reporting:)`` turns into one.
/// `Archbench.exit(showing:)` is the one place that prints it, each line escaped for the
/// terminal (``standardError(_:)``), and exits with its status.
///
/// ```swift
/// throw CommandFailure("cannot read \(readme.path)")              // Error: cannot read …; exit 1
/// throw CommandFailure(error)                                      // Error: <the error>; exit 1
/// throw CommandFailure("--output and --chart name the same file, a.csv; …", status: .badArgument)
/// try git.open()                                                   // a GitError: Error: …; exit 10–16
/// ```
struct CommandFailure: Error {
  /// What standard error shows: `Error: …`, and for some errors lines under it.
  var lines: [String]
  /// What `archbench` exits with.
  var status: ExitStatus

  /// `Error: message`, one line, and `status`.
  init(_ message: String, status: ExitStatus = .failure) {
    self.init(lines: ["Error: \(message)"], status: status)
  }

  /// `Error:` and what `error` says of itself, one line, and `status`: for a library error
  /// without a status of its own, or one that means another status in this command.
  init(_ error: any Error, status: ExitStatus = .failure) {
    self.init("\(error)", status: status)
  }

  /// The lines and the status, as given.
  init(lines: [String], status: ExitStatus) {
    self.lines = lines
    self.status = status
  }

  /// What `archbench` prints and exits with for `error`, a command threw; `nil` for errors it
  /// leaves to ArgumentParser (a bad argument, `--help`, an ``ExitCode`` without a message).
  init?(reporting error: any Error) {
    switch error {
    case let failure as CommandFailure: self = failure
    case let error as GitError: self.init(error, status: ExitStatus(error))
    case let error as ExerciseError: self.init(error, status: ExitStatus(error))
    case let error as CoverageError: self.init(error, status: ExitStatus(error))
    case let error as ScaffoldError: self.init(error, status: ExitStatus(error))
    case ConformanceError.buildFailed(let errors):
      // The compiler's errors, a line each under the first, as `swift build` shows them.
      self.init(
        lines: ["Error: the package does not build:"] + errors.map { "  \($0)" },
        status: ExitStatus(ConformanceError.buildFailed(errors: errors)))
    case let error as ConformanceError: self.init(error, status: ExitStatus(error))
    default: return nil
    }
  }
}
