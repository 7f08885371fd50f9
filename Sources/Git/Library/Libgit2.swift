import CGit2

/// libgit2's global state, set up once per process on first use.
///
/// libgit2 counts `git_libgit2_init` calls; archbench never shuts it down, because a
/// repository may be read until the process ends.
enum Libgit2 {
  /// Initializing is idempotent, so a lazily initialized global is enough.
  private static let initialized: Int32 = git_libgit2_init()

  static func ensureInitialized() {
    _ = initialized
  }

  /// The message libgit2 left for the last failed call on this thread.
  static func lastErrorMessage() -> String {
    guard let error = git_error_last(), let message = error.pointee.message else { return "unknown libgit2 error" }
    return String(cString: message).trimmingTrailingNewlines()
  }

  /// Whether `code` is one of libgit2's "no such thing" answers for a revision.
  static func isNotFound(_ code: Int32) -> Bool {
    code == GIT_ENOTFOUND.rawValue || code == GIT_EINVALIDSPEC.rawValue || code == GIT_EAMBIGUOUS.rawValue
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var result = self
    while result.last == "\n" || result.last == "\r" { result.removeLast() }
    return result
  }
}
