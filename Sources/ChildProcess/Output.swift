/// Where a ``ChildProcess``'s standard output goes.
///
/// Captured output is kept up to a limit, past which the run fails with
/// ``ChildProcessError/Reason/outputTooLarge(limit:)`` rather than filling memory.
///
/// ```swift
/// let build = ChildProcess(.named("swift"), arguments: ["build"], standardOutput: .lines { print($0) })
/// ```
extension ChildProcess {
  /// 64 MiB: far more than any tool archbench runs prints, far less than memory.
  public static let defaultCaptureLimit = 64 << 20

  public enum Output: Sendable {
    /// Kept in ``ChildProcessResult/standardOutput``.
    case captured(limit: Int = ChildProcess.defaultCaptureLimit)
    /// Kept like `captured`, and each line handed to `each` as soon as it is complete.
    case lines(limit: Int = ChildProcess.defaultCaptureLimit, each: @Sendable (String) -> Void)
    /// This process's own standard output, which the child writes to directly.
    case passedThrough
    /// Nowhere (`/dev/null`).
    case discarded
    /// The file at this path, created or emptied first.
    case file(String)
  }

  /// Where a ``ChildProcess``'s standard error goes.
  ///
  /// ```swift
  /// let run = ChildProcess(.path(binary), standardError: .mergedWithOutput)
  /// ```
  public enum ErrorOutput: Sendable, Hashable {
    /// Kept in ``ChildProcessResult/standardError``.
    case captured(limit: Int = ChildProcess.defaultCaptureLimit)
    /// This process's own standard error, which the child writes to directly.
    case passedThrough
    /// Nowhere (`/dev/null`).
    case discarded
    /// The file at this path, created or emptied first.
    case file(String)
    /// Into standard output's destination, interleaved as the child writes them (`2>&1`).
    case mergedWithOutput
  }
}
