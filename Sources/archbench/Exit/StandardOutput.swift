import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output, checked: results that did not all reach it are an error, never exit 0.
///
/// Commands print with `print`, which buffers, or write with ``OutputFile``; a failed write
/// (`>/dev/full`, a closed descriptor) shows only when the buffer is flushed. `Archbench.main()`
/// flushes it once at the end and asks ``failure()``; on an answer it prints one line,
/// `Error: cannot write to standard output: No space left on device`, and exits 1.
///
/// A reader that stops early (`archbench scan | head -1`) ends archbench as it ends `cat`:
/// by SIGPIPE, silently (status 141 in the shell). Where SIGPIPE is ignored, the write fails
/// with `Broken pipe` and the one line says so.
///
/// ```swift
/// StandardOutput.reserveIfClosed()    // first thing in main
/// if let reason = StandardOutput.failure() { … }  // last
/// ```
enum StandardOutput {
  /// Keeps descriptor 1 taken when archbench was started without it (`>&-`): the next file
  /// opened would get it, and the results would be written into that file. A read-only
  /// `/dev/null` in its place makes each write fail as on a closed descriptor (EBADF).
  static func reserveIfClosed() {
    guard fcntl(STDOUT_FILENO, F_GETFD) == -1, errno == EBADF else { return }
    let descriptor = open("/dev/null", O_RDONLY)
    if descriptor >= 0 && descriptor != STDOUT_FILENO {
      dup2(descriptor, STDOUT_FILENO)
      close(descriptor)
    }
  }

  /// Flushes what `print` buffered; why a write to standard output failed, or `nil`.
  ///
  /// A buffer that failed to go out earlier is still there (the C library keeps it and tries
  /// again), so this flush fails too, with the reason in `errno`. Every stream is flushed: the
  /// others (standard error) are unbuffered, and `stdout` itself cannot be named from Swift 6
  /// code, being a mutable global.
  static func failure() -> String? {
    errno = 0
    return fflush(nil) == 0 ? nil : String(cString: strerror(errno))
  }
}
